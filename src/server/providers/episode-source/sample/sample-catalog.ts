import type { Episode } from "#shared/episodes/episode-schema.ts";

/**
 * The bundled catalog of the fictional sample show, "The Thriving Path Podcast" (src/app/content/
 * brand.ts): what the site shows until a real source is configured. It has the shape of a real show
 * so every episode behaviour can be seen: HTML show notes with chapters and takeaways (SPEC §9
 * parser), 'Episode N' titles and a trailer (SPEC §3), category keywords, episodes with and without
 * YouTube, one without a Spotify link, and the episode the spec singles out (6kRfIvBVLtFgSoOgVyX42L).
 * Every guest is fictional; links point at reserved example domains or the site's own pages.
 */

/** SPEC §2 Episode detail: the page of this episode does not show the record's notes or transcript. */
export const EXCEPTION_EPISODE_ID = "6kRfIvBVLtFgSoOgVyX42L";

type SampleEpisode = {
  id: string;
  name: string;
  releaseDate: string;
  minutes: number;
  description: string;
  guests?: string[];
  /** The episode's YouTube video, when it was published there. */
  youtubeVideoId?: string;
  /** False for the one episode that was never published on Spotify (a live recording). */
  onSpotify?: boolean;
};

/** Cover art generated into public/episode-art (see episode-art.ts); nothing points off-site. */
export const episodeArtPath = (id: string) => `/episode-art/${id}.svg`;
const episodeWideArtPath = (id: string) => `/episode-art/${id}-wide.svg`;

function toEpisode(sample: SampleEpisode): Episode {
  return {
    id: sample.id,
    name: sample.name,
    description: sample.description,
    releaseDate: sample.releaseDate,
    thumbnail: episodeArtPath(sample.id),
    youtubeThumbnail: sample.youtubeVideoId ? episodeWideArtPath(sample.id) : null,
    spotifyUrl: sample.onSpotify === false ? null : `https://open.spotify.com/episode/${sample.id}`,
    youtubeUrl: sample.youtubeVideoId ? `https://www.youtube.com/watch?v=${sample.youtubeVideoId}` : null,
    audioUrl: null,
    durationSeconds: sample.minutes * 60,
    ...(sample.guests ? { guests: sample.guests } : {}),
  };
}

const samples: SampleEpisode[] = [
  {
    id: "fJBd0Kh8oOOL8dKLzdocJ2",
    name: "Episode 15: Building a Business That Doesn't Break You",
    releaseDate: "2026-11-16",
    minutes: 62,
    guests: ["Maya Okafor"],
    youtubeVideoId: "r1pY4OjE2jB",
    description: `<p>Maya Okafor grew her design studio from a kitchen table to forty people, and then almost lost it to her own exhaustion. In this conversation she tells Jordan how she rebuilt the company so it no longer needed her eighty hours a week, and why the studio is more profitable now than when she never slept.</p>
<p><strong>Chapters</strong></p>
<p>(00:00) Welcome and Maya's story<br>(04:12) The week the studio almost broke<br>(18:45) Designing a business around your energy<br>(31:05) Hiring the people who replace you<br>(44:30) Pricing for a life, not just a living<br>(55:10) What she would tell her younger self</p>
<p><strong>Key takeaways</strong></p>
<ul>
<li>Your calendar is a strategy document, so guard it like one.</li>
<li>Hire for the work you resent doing, not the work you enjoy.</li>
<li>Rest is part of the job, not a reward for finishing it.</li>
<li>Raise your prices before you raise your hours.</li>
</ul>
<p>Ready to build your own version? Book a discovery call at <a href="https://thrivingpath.example/coaching">thrivingpath.example/coaching</a>.</p>`,
  },
  {
    id: "isAjIhKtJ0RlgLKOmxgJTe",
    name: "Episode 14: Mindset Shifts for First-Time Real Estate Investors",
    releaseDate: "2026-10-26",
    minutes: 48,
    guests: ["Devon Marsh"],
    youtubeVideoId: "MptUsGr7CmY",
    description: `<p>Devon Marsh bought a run-down duplex with his teacher's salary and a borrowed toolbox. Ten years later he owns forty rental units and still calls himself a cautious investor. He and Jordan talk about the beliefs that keep first-time investors stuck and the ones that keep them solvent.</p>
<ul>
<li>00:00 - Intro</li>
<li>03:40 - The duplex that taught him everything</li>
<li>12:34 - Why your first deal should be boring</li>
<li>27:10 - Mortgages, risk and sleeping at night</li>
<li>39:55 - Building a team before you need one</li>
</ul>
<p>What you will learn:</p>
<ul>
<li>A boring property with steady tenants beats an exciting one with a story.</li>
<li>Know your worst month before you sign, not after.</li>
<li>Your first hire is a good property manager, not a bigger loan.</li>
</ul>
<p>Mentioned: the rental cash-flow worksheet at <a href="https://example.com/rental-worksheet">example.com/rental-worksheet</a></p>`,
  },
  {
    id: "KdNnFRIBXuDL7DxtpYlSXp",
    name: "Episode 13: Sleep, Stress and the Founder's Body",
    releaseDate: "2026-10-05",
    minutes: 41,
    guests: ["Dr. Ines Calloway"],
    description: `<p>Sleep physician Dr. Ines Calloway explains why founders sleep less, decide worse and rarely notice the connection. She walks through what chronic stress does to the body and the small evening changes that bring sleep back.</p>
<p>(00:00) Intro</p>
<p>(02:45) What a stressed founder's night looks like</p>
<p>(09:30) The cortisol curve, explained simply</p>
<p>(22:15) A wind-down routine that actually sticks</p>
<p>(33:40) When to see a doctor</p>
<p>Takeaways:</p>
<ul>
<li>Sleep debt shows up first as irritability, long before tiredness.</li>
<li>A consistent wake-up time matters more than an early bedtime.</li>
<li>Screens are less of a problem than unfinished work on your mind.</li>
</ul>`,
  },
  {
    id: EXCEPTION_EPISODE_ID,
    name: "Episode 12: Leading a Team Through Change Without Losing Yourself",
    releaseDate: "2026-09-14",
    minutes: 55,
    guests: ["Marcus Bell"],
    youtubeVideoId: "HZt_PlJhx2j",
    description: `<p>Marcus Bell led a two-hundred-person operations team through a merger, a layoff and a new chief executive in a single year. He shares what he got wrong, what he would repeat, and how he kept his own footing while everyone looked to him for theirs.</p>
<p><strong>In this episode</strong></p>
<ul>
<li>00:00 - Welcome</li>
<li>05:20 - The announcement nobody was ready for</li>
<li>17:45 - Telling the truth before you have all the answers</li>
<li>29:30 - The leader's own grief</li>
<li>42:10 - Rebuilding trust one meeting at a time</li>
</ul>
<ul>
<li>People forgive uncertainty; they do not forgive being kept in the dark.</li>
<li>Say what you know, what you do not know and when you will know more.</li>
<li>A leader needs somewhere to put their own fear, and it is not the team.</li>
</ul>
<p>Leading through change yourself? Join the conversation in the community: <a href="https://www.facebook.com/groups/thethrivingpath.sample">facebook.com/groups/thethrivingpath.sample</a></p>`,
  },
  {
    id: "c9QeWJKY40uvSwMFLZDe1f",
    name: "Episode 11: Finding Purpose After a Career Change",
    releaseDate: "2026-08-24",
    minutes: 34,
    description: `<p>A solo episode. Jordan talks about leaving a corporate career at thirty-eight, the eighteen months of not knowing what came next, and why purpose turned out to be something built rather than found.</p>
<p>(00:00) Why this episode is personal<br>(03:10) The job that looked perfect on paper<br>(11:25) Eighteen months in the fog<br>(20:40) Purpose as a practice, not a discovery<br>(28:15) Three questions to start with this week</p>
<ul>
<li>Purpose is rarely a lightning bolt; it is the sum of small honest choices.</li>
<li>Notice what you do when nobody is paying you to do it.</li>
<li>A career change is also a change of identity, so give yourself time to grieve.</li>
</ul>
<p>Free worksheet: <a href="https://guide.thrivingpath.example/7-day-thriving-guide">the 7-Day Thriving Guide</a></p>`,
  },
  {
    id: "8rESQedUStPKR0CsTy4Qwb",
    name: "Episode 10: The Small Habits That Grow Real Confidence",
    releaseDate: "2026-08-03",
    minutes: 29,
    youtubeVideoId: "IclHkCiHp6b",
    description: `<p>Confidence is not a personality trait you either have or lack. In this short solo episode Jordan breaks down confidence as a set of habits, and shares the three he practises every week.</p>
<ul>
<li>00:00 - Intro</li>
<li>02:15 - Confidence is evidence, not a feeling</li>
<li>09:40 - Habit one: keep small promises to yourself</li>
<li>15:30 - Habit two: do the uncomfortable thing first</li>
<li>21:05 - Habit three: review your wins every Friday</li>
</ul>
<p>The short version:</p>
<ul>
<li>Every kept promise to yourself is a deposit in your confidence account.</li>
<li>Discomfort fades faster when you face it before noon.</li>
<li>Writing down your wins turns vague progress into proof.</li>
</ul>`,
  },
  {
    id: "8DwkNhFdnXsiVpzz63FfkC",
    name: "Episode 9: Rest Is Productive: Healing From Burnout",
    releaseDate: "2026-07-13",
    minutes: 52,
    guests: ["Dr. Amara Lindqvist"],
    youtubeVideoId: "R1IqfEouHgx",
    description: `<p>Psychologist Dr. Amara Lindqvist has spent fifteen years helping high performers recover from burnout, after going through it herself. She explains the three stages of burnout, why a holiday rarely fixes it, and what real recovery looks like week by week.</p>
<p>(00:00) Welcome</p>
<p>(03:30) Amara's own burnout</p>
<p>(12:34) Why rest is productive</p>
<p>(24:50) The three stages of burnout</p>
<p>(37:15) Recovery is not a straight line</p>
<p>(46:40) Rest for people who hate resting</p>
<ul>
<li>Burnout is a mismatch between what you give and what refills you.</li>
<li>A holiday treats the symptoms; changing the work treats the cause.</li>
<li>Rest counts even when it does not look productive to anyone else.</li>
<li>Recovery needs boundaries that survive your first busy week back.</li>
</ul>
<p>If this episode hit home, the Thriving Blueprint coaching programme starts with exactly this: <a href="/coaching">/coaching</a></p>`,
  },
  {
    id: "zJr4i0B3JrTAwR4y9ojflj",
    name: "Episode 8: Live from the Thriving Summit: Leadership Q&A",
    releaseDate: "2026-06-22",
    minutes: 67,
    // Recorded on stage and published on YouTube only.
    onSpotify: false,
    youtubeVideoId: "zNNAL5wIScG",
    description: `<p>Recorded live in front of three hundred listeners at the first Thriving Summit. Jordan takes questions from the audience on leadership, delegation, difficult conversations and how to lead when you are running on empty.</p>
<p>(00:00) Opening from the stage<br>(06:20) How do I delegate without losing quality?<br>(19:45) Giving hard feedback to a friend<br>(33:10) Leading a team when you are exhausted<br>(48:30) Managing up without playing politics<br>(59:55) Closing thoughts and thank-yous</p>
<ul>
<li>Delegate outcomes, not tasks, and agree on what good looks like.</li>
<li>Kind feedback is clear feedback: vagueness only feels kind.</li>
<li>Your team copies your pace, so rest is also a leadership decision.</li>
</ul>
<p>This episode is only on YouTube. Watch the full stage recording there.</p>`,
  },
  {
    id: "oQoaF1LlqsajAIxNKu8iS2",
    name: "Episode 7: Rental Properties and the Long Game",
    releaseDate: "2026-06-01",
    minutes: 45,
    guests: ["Carla Jimenez"],
    description: `<p>Carla Jimenez is a real estate broker and landlord who has never sold a property she bought. She explains her buy-and-hold approach, how she vets tenants, and why she treats every rental as a twenty-year relationship.</p>
<ul>
<li>00:00 - Introduction</li>
<li>04:05 - Carla's first rental and her first mistake</li>
<li>14:20 - The twenty-year spreadsheet</li>
<li>26:45 - Tenants are customers, not problems</li>
<li>36:30 - When a property is not worth keeping</li>
</ul>
<ul>
<li>Long-term rentals reward patience far more than cleverness.</li>
<li>Good tenants stay when repairs happen fast and rent rises gently.</li>
<li>Keep six months of expenses in reserve for every property you own.</li>
</ul>`,
  },
  {
    id: "G8NPRVdD53X83RZJzzzzgE",
    name: "Episode 6: Money, Meaning and the Business of Enough",
    releaseDate: "2026-05-11",
    minutes: 38,
    youtubeVideoId: "ebcy8F5n3_Y",
    description: `<p>How much is enough? Jordan shares the number that changed how he runs his business, and why defining enough is the most freeing financial decision an entrepreneur can make.</p>
<p>(00:00) The question nobody asks founders<br>(05:35) Jordan's "enough" number<br>(14:50) Growth for its own sake<br>(23:20) Money as a tool for meaning<br>(31:45) Your enough exercise</p>
<p>Key points:</p>
<ul>
<li>Without a finish line, every success just moves the goalposts.</li>
<li>Enough is a number, a schedule and a set of values, all written down.</li>
<li>Profit matters most when you know what it is for.</li>
</ul>`,
  },
  {
    id: "OzdmenCkhvMdgaKjIg8xNb",
    name: "Episode 5: Mindful Mornings: A Wellness Routine for Busy Parents",
    releaseDate: "2026-04-20",
    minutes: 36,
    guests: ["Hannah Brooks"],
    description: `<p>Yoga teacher and mother of three Hannah Brooks shares the ten-minute morning routine she built for parents who have no time for a morning routine. Practical, gentle and realistic about toddlers.</p>
<p>(00:00) Intro</p>
<p>(03:20) Why mornings feel impossible with kids</p>
<p>(10:15) The ten-minute routine, step by step</p>
<p>(21:40) Breathing with little ones around</p>
<p>(29:05) When the routine falls apart</p>
<ul>
<li>Ten mindful minutes beat an hour you never find.</li>
<li>Let your children see you take care of yourself.</li>
<li>Start the routine the night before by setting out what you need.</li>
</ul>`,
  },
  {
    id: "e3nNyjOq9wMxEhh2FDEEtf",
    name: "Episode 4: From Burnout to Purpose: Rebuilding a Life That Fits",
    releaseDate: "2026-03-30",
    minutes: 49,
    guests: ["Tomasz Wren"],
    youtubeVideoId: "NBDRzrZSgqb",
    description: `<p>Tomasz Wren was a hospital administrator until a burnout diagnosis at forty-one forced him to stop. Today he runs a woodworking school for veterans. He talks about the year between those two lives and what he learned about purpose along the way.</p>
<ul>
<li>00:00 - Welcome</li>
<li>04:50 - The diagnosis</li>
<li>15:15 - Learning to do nothing</li>
<li>26:40 - Finding purpose in his hands</li>
<li>38:05 - Building a life that fits</li>
</ul>
<ul>
<li>Burnout can be the end of a chapter rather than the end of the story.</li>
<li>Purpose often hides in the things you did before anyone paid you.</li>
<li>A life that fits may look smaller on paper and feel far bigger.</li>
</ul>`,
  },
  {
    id: "jgVvVqE1SkHbn88HxjSI6b",
    name: "Episode 3: Servant Leadership in a Small Company",
    releaseDate: "2026-03-09",
    minutes: 44,
    guests: ["Samuel Okoro"],
    description: `<p>Samuel Okoro runs a twelve-person bakery that has not lost an employee in six years. He explains servant leadership without the jargon: what it looks like on a Tuesday morning when the oven breaks.</p>
<p>(00:00) Introduction<br>(03:55) A bakery with no turnover<br>(13:30) Serving is not the same as pleasing<br>(25:10) The weekly one-to-one that changed everything<br>(36:20) Servant leaders still make hard calls</p>
<ul>
<li>Ask your team what is in their way, then remove it.</li>
<li>Serving people means telling them the truth, not what they want to hear.</li>
<li>Small companies feel every hire, so hire for character first.</li>
</ul>`,
  },
  {
    id: "WHtP3fS2qHx6kwXoIIXGvO",
    name: "Episode 2: The Growth Mindset Myth",
    releaseDate: "2026-02-16",
    minutes: 31,
    youtubeVideoId: "jG3uhkWKFLf",
    description: `<p>Growth mindset has become a poster on every office wall. Jordan looks at what the idea really says, where it gets misused, and how to grow without pretending every setback is a gift.</p>
<p>(00:00) Intro<br>(02:30) What growth mindset actually means<br>(09:50) The toxic positivity trap<br>(17:25) Effort, strategy and asking for help<br>(25:40) A better question to ask after a failure</p>
<ul>
<li>Growth comes from changing strategy, not only from trying harder.</li>
<li>It is fine to be disappointed; growth starts after you admit it.</li>
<li>Ask "what would I do differently?" instead of "what is wrong with me?"</li>
</ul>`,
  },
  {
    id: "oNZYW2mZp0zVZomHFwUbbY",
    name: "Episode 1: A Life of Purpose Starts With One Honest Question",
    releaseDate: "2026-01-12",
    minutes: 27,
    youtubeVideoId: "6xuI5aHUQPF",
    description: `<p>The first full episode. Jordan shares the question that started The Thriving Path, why thriving should be normal rather than rare, and what listeners can expect from the conversations ahead.</p>
<ul>
<li>00:00 - Hello and welcome</li>
<li>02:10 - The honest question</li>
<li>08:45 - Surviving versus thriving</li>
<li>16:30 - What this show is and is not</li>
<li>22:15 - Your first step this week</li>
</ul>
<ul>
<li>Ask yourself whether you are building a life or just maintaining one.</li>
<li>Thriving is a set of daily choices, not a distant destination.</li>
<li>Honest answers are uncomfortable and that is how you know they matter.</li>
</ul>`,
  },
  {
    id: "rEqmSM9wCZ7Uw9xfogoEmv",
    name: "Trailer: Welcome to The Thriving Path",
    releaseDate: "2025-12-01",
    minutes: 3,
    description: `<p>Who we are, what we talk about and why thriving should be our new normal. Every few weeks Jordan Avery Rivers sits down with founders, healers and everyday leaders for honest conversations about business, wellness, purpose and growth.</p>
<ul>
<li>Real stories from people building lives that work for them.</li>
<li>Practical tools you can use the same week you hear them.</li>
</ul>
<p>Follow the show so you never miss an episode.</p>`,
  },
];

/** Newest first, as a real source answers. */
export const sampleCatalog: readonly Episode[] = samples.map(toEpisode);
