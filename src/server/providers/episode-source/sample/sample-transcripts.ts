import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import { EXCEPTION_EPISODE_ID, episodeArtPath } from "./sample-catalog.ts";

/**
 * Transcript records (SPEC §3) shipped with the sample catalog and seeded into the database once,
 * never over the owner's edits. Three ordinary ones, plus one for the exception episode: its page
 * must not show the record's show notes or transcript (SPEC §2), and a record has to exist for
 * that rule to be visible.
 */
export const sampleTranscripts: readonly TranscriptRecord[] = [
  {
    episodeId: "fJBd0Kh8oOOL8dKLzdocJ2",
    seoTitle: "Building a Business That Doesn't Break You, with Maya Okafor | The Thriving Path Podcast",
    seoDescription:
      "Design studio founder Maya Okafor on rebuilding her company around her energy: hiring, pricing and rest as a business strategy.",
    thumbnailUrl: episodeArtPath("fJBd0Kh8oOOL8dKLzdocJ2"),
    youtubeUrl: "https://www.youtube.com/watch?v=r1pY4OjE2jB",
    guestInfo:
      "Maya Okafor is the founder of a forty-person brand design studio and a mentor to first-time founders. She writes a monthly letter about running a company at a humane pace.",
    keyTopics: ["Sustainable growth", "Delegation", "Pricing", "Founder burnout", "Energy management"],
    showNotes: `## What we cover
- How Maya noticed the studio depended on her exhaustion
- Designing the week around energy instead of availability
- The first three roles she hired to replace herself
- Why raising prices gave her team more room, not less

## Maya's weekly rhythm
- Monday: planning only, no client calls
- Tuesday to Thursday: deep work mornings, meetings after lunch
- Friday: reviews, wins and an early finish

## Quote of the episode
"My calendar was the most honest document in the company. It showed what I really valued, and it was not my health."`,
    transcript: `Jordan: Welcome back to The Thriving Path. My guest today built a design studio from her kitchen table to forty people, and then nearly lost it. Maya, welcome.

Maya: Thank you, Jordan. It is a little strange to say it out loud, but yes, the company was growing and I was quietly falling apart.

Jordan: What did falling apart look like from the inside?

Maya: It looked like success from the outside. New clients, a bigger office, a team that trusted me. From the inside it was three hours of sleep, answering messages at midnight and feeling resentful of work I used to love.

Jordan: When did you decide something had to change?

Maya: There was a week when two projects went wrong at the same time and I realised every single decision was waiting for me. The studio did not have a bottleneck. I was the bottleneck.

Jordan: So what was the first change you made?

Maya: I looked at my calendar and asked which hours I resented. Those became the first roles I hired for. Not the work I loved, the work that drained me.`,
    resources: [
      "https://example.com/maya-okafor/monthly-letter",
      "https://example.com/tools/energy-audit-worksheet",
      "/coaching",
      "/support",
    ],
  },
  {
    episodeId: "8DwkNhFdnXsiVpzz63FfkC",
    seoTitle: "Rest Is Productive: Healing From Burnout, with Dr. Amara Lindqvist",
    seoDescription:
      "Psychologist Dr. Amara Lindqvist on the three stages of burnout, why a holiday rarely fixes it, and what real recovery looks like.",
    thumbnailUrl: episodeArtPath("8DwkNhFdnXsiVpzz63FfkC"),
    youtubeUrl: "https://www.youtube.com/watch?v=R1IqfEouHgx",
    guestInfo:
      "Dr. Amara Lindqvist is a clinical psychologist who works with founders, physicians and other high performers recovering from burnout.",
    keyTopics: ["Burnout", "Recovery", "Rest", "Boundaries", "Mental health"],
    showNotes: `## The three stages of burnout
- Stage one: running hot, still proud of how much you carry
- Stage two: running on empty, cynical and short-tempered
- Stage three: shutting down, when even rest stops helping

## What recovery asks of you
- Name what drains you and what refills you
- Change one thing about the work, not only your time off
- Set a boundary you will keep in your first busy week back

## A note from Jordan
If you recognise stage two in yourself, talk to someone this week. Burnout is common, and it is treatable.`,
    transcript: `Jordan: Amara, you work with burnout every day, but you also went through it yourself. Can we start there?

Amara: Of course. I was seeing thirty clients a week and telling every one of them to rest, while I had not taken a real day off in two years. The irony was not lost on me, eventually.

Jordan: Why do you say rest is productive? For a lot of listeners that sounds like a contradiction.

Amara: Because rest is when the body and the mind repair the damage that work does. Without it you are borrowing against next month's energy, and the interest is brutal.

Jordan: Many people take a holiday and come back just as tired. Why is that?

Amara: A holiday treats the symptoms. If you return to the same workload, the same late nights and the same lack of control, the burnout returns within weeks. Recovery means changing something about the work itself.`,
    resources: [
      "https://example.com/burnout-self-check",
      "https://example.org/find-a-therapist",
      "/coaching",
    ],
  },
  {
    episodeId: "isAjIhKtJ0RlgLKOmxgJTe",
    seoTitle: "Mindset Shifts for First-Time Real Estate Investors, with Devon Marsh",
    seoDescription:
      "From one duplex to forty rental units: Devon Marsh on the beliefs that keep new investors stuck and the ones that keep them solvent.",
    thumbnailUrl: episodeArtPath("isAjIhKtJ0RlgLKOmxgJTe"),
    youtubeUrl: "https://www.youtube.com/watch?v=MptUsGr7CmY",
    guestInfo:
      "Devon Marsh is a former high-school teacher who owns and manages forty rental units. He teaches a free evening class for first-time landlords.",
    keyTopics: ["Real estate", "Investing mindset", "Risk", "Rental properties"],
    showNotes: `## Devon's rules for a first deal
- Buy boring: steady area, steady tenants, no heroic renovation
- Know your worst month before you sign
- Keep a reserve you never touch for the first year

## Mindset shifts
- From "I need to be rich to start" to "I need to be careful to start"
- From "more units" to "better units"
- From doing every repair yourself to building a team`,
    transcript: `Jordan: Devon, you bought your first property on a teacher's salary. How?

Devon: Slowly, and with a lot of help. I saved for four years, I bought a duplex nobody else wanted, and I lived in one half while I rented the other.

Jordan: What is the biggest mindset mistake you see in new investors?

Devon: Chasing the exciting deal. The property with the incredible story and the huge upside. My best investments have all been boring. Steady neighbourhood, steady tenants, no surprises.

Jordan: And how do you think about risk?

Devon: I ask one question before every purchase: what does my worst month look like? If I cannot survive that month without panic, I do not buy.`,
    resources: [
      "https://example.com/rental-worksheet",
      "https://example.com/first-landlord-class",
      "/coaching",
    ],
  },
  {
    episodeId: EXCEPTION_EPISODE_ID,
    seoTitle: "Leading a Team Through Change Without Losing Yourself, with Marcus Bell",
    seoDescription:
      "Operations leader Marcus Bell on leading two hundred people through a merger, a layoff and a new chief executive in one year.",
    thumbnailUrl: episodeArtPath(EXCEPTION_EPISODE_ID),
    youtubeUrl: "https://www.youtube.com/watch?v=HZt_PlJhx2j",
    guestInfo:
      "Marcus Bell has led operations teams for twenty years and now advises leaders through mergers and restructuring.",
    keyTopics: ["Leadership", "Change management", "Trust", "Communication"],
    showNotes: `## Marcus's change playbook
- Say what you know, what you do not know and when you will know more
- Hold the hard conversation in person, never by email
- Give your own fear somewhere to go outside the team`,
    transcript: `Jordan: Marcus, you lived through a merger, a layoff and a new chief executive in one year. Where do you even begin?

Marcus: With the truth, even the incomplete version. People can handle uncertainty. What they cannot handle is finding out later that you knew.`,
    resources: ["https://example.com/change-playbook", "/coaching"],
  },
];
