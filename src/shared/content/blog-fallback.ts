/**
 * SPEC §2 "Blog list": the built-in list of 6 sample posts shown when the server has none,
 * in the categories Wellness, Purpose, Growth and Mindset. Content is trusted static HTML
 * written here, so the post page may render it as HTML.
 */
import { brand } from "./brand.ts";

export type FallbackBlogPost = {
  id: string;
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  /** Trusted HTML: an h2 and a few paragraphs. */
  content: string;
  readTime: string;
  /** ISO date-time. */
  publishDate: string;
  featured: boolean;
  authorName: string;
  tags: string[];
};

const authorName = brand.host.name;

export const fallbackBlogPosts: FallbackBlogPost[] = [
  {
    id: "sample-thriving-on-your-own-terms",
    title: "Why Thriving Beats Surviving: Redefining Success on Your Own Terms",
    slug: "why-thriving-beats-surviving",
    category: "Purpose",
    excerpt:
      "For years I measured success by revenue, headcount and hours worked. Here is what changed when I started measuring it by how I actually wanted to live.",
    content: `<p>For most of my career, success had a simple scoreboard: more revenue, more clients, more hours. Every year the numbers went up, and every year I felt a little further from the person I wanted to be. I was surviving at a very high level, and I mistook that for thriving.</p>
<h2>Surviving looks like success from the outside</h2>
<p>Survival mode is sneaky because it is productive. You answer every message, hit every deadline and keep every plate spinning. What you do not do is ask whether the plates are worth spinning. Rest becomes something you will earn later. Relationships get whatever energy is left at the end of the day, which is usually not much.</p>
<p>Thriving starts with a different question: not "how much can I get done?" but "what kind of life is this work supposed to pay for?" When I finally wrote down my answer, it fit on an index card: time with my family, a body that feels strong, and work that helps people grow.</p>
<p>That card became my filter. Opportunities that served it got a yes. The ones that did not — even the lucrative ones — got a polite no. My calendar got lighter, my work got better, and for the first time in years success felt like something I could actually enjoy.</p>
<p>You do not need to burn your life down to start. Write your own index card this week. Then look at your calendar and ask which commitments are moving you toward it.</p>`,
    readTime: "6 min read",
    publishDate: "2025-06-02T09:00:00.000Z",
    featured: true,
    authorName,
    tags: ["purpose", "success", "priorities"],
  },
  {
    id: "sample-morning-reset",
    title: "The Five-Minute Morning Reset for Busy Founders",
    slug: "five-minute-morning-reset",
    category: "Wellness",
    excerpt:
      "You do not need a two-hour routine to start the day well. These five minutes set the tone before your inbox does.",
    content: `<p>Most morning routines you read about assume you have two free hours, a quiet house and no one waiting on you. Most founders have none of those. The good news is that the first five minutes matter far more than the next hundred and fifteen.</p>
<h2>Five minutes, three steps</h2>
<p>First, drink a full glass of water before you touch your phone. It is a small win, and small wins compound. Second, take ten slow breaths by a window or outside. Natural light and slower breathing tell your nervous system that the day is not an emergency.</p>
<p>Third, write one sentence: "Today will be a good day if…" Finish it with one thing, not ten. That sentence becomes your anchor when the day gets loud, and it will.</p>
<p>Try it for two weeks before you judge it. The reset is not about perfection; it is about deciding how your day begins before anyone else decides for you.</p>`,
    readTime: "4 min read",
    publishDate: "2025-05-19T09:00:00.000Z",
    featured: false,
    authorName,
    tags: ["wellness", "habits", "mornings"],
  },
  {
    id: "sample-edge-of-discomfort",
    title: "Growth Happens at the Edge of Discomfort",
    slug: "growth-at-the-edge-of-discomfort",
    category: "Growth",
    excerpt:
      "The conversations that changed my life were the ones I almost avoided. A practical way to lean into discomfort without being reckless.",
    content: `<p>Almost every meaningful step forward in my life started with a knot in my stomach: the first sales call, the first time I asked for help, the first honest conversation about burnout. Discomfort was not a sign that I was on the wrong path. It was a sign that I was on a new one.</p>
<h2>Stretch, do not snap</h2>
<p>There is a difference between a stretch and a snap. A stretch is uncomfortable but recoverable: giving a talk to twenty people, pitching a client slightly above your usual rate, saying no to a favour you resent. A snap is a leap with no net. Growth lives in the stretch zone.</p>
<p>Each week, pick one stretch on purpose. Write it down, do it, and then write down what actually happened. You will notice that the story in your head was almost always scarier than reality.</p>
<p>Over time the edge moves. What once felt impossible becomes ordinary, and a new edge appears. That is not a problem to solve. That is what growing feels like.</p>`,
    readTime: "5 min read",
    publishDate: "2025-05-05T09:00:00.000Z",
    featured: false,
    authorName,
    tags: ["growth", "courage", "leadership"],
  },
  {
    id: "sample-quiet-the-inner-critic",
    title: "Quieting the Inner Critic: A Practical Guide",
    slug: "quieting-the-inner-critic",
    category: "Mindset",
    excerpt:
      "That voice telling you that you are not ready is not the truth — it is a habit. Here is how to notice it, name it and answer back.",
    content: `<p>Every high achiever I have coached has an inner critic. Some call it high standards. Others call it imposter syndrome. Whatever the name, it sounds the same: you are not ready, you are not enough, and everyone is about to find out.</p>
<h2>Notice, name, answer</h2>
<p>The first step is simply to notice the voice. Catch the exact words it uses and write them down. Seen on paper, "you always mess this up" looks a lot less like wisdom and a lot more like an old recording.</p>
<p>Next, give it a name. It sounds silly, but saying "there goes the Critic again" creates a little distance between you and the thought. You are the one hearing the voice, not the voice itself.</p>
<p>Finally, answer back with evidence. List three times you handled something hard. The critic deals in absolutes; your track record deals in facts. With practice the voice does not disappear, but it stops driving.</p>`,
    readTime: "5 min read",
    publishDate: "2025-04-21T09:00:00.000Z",
    featured: false,
    authorName,
    tags: ["mindset", "confidence", "self-talk"],
  },
  {
    id: "sample-rest-is-a-strategy",
    title: "Rest Is a Strategy, Not a Reward",
    slug: "rest-is-a-strategy",
    category: "Wellness",
    excerpt:
      "We treat rest as something to earn after the work is done. The best leaders I know schedule it first — and get more done because of it.",
    content: `<p>Somewhere along the way many of us learned that rest is a prize: finish everything, then you may stop. The trouble is that the work is never finished, so the prize never arrives. We run on fumes and call it dedication.</p>
<h2>Schedule recovery like a meeting</h2>
<p>Elite athletes do not train every day at full intensity. Recovery is part of the plan, written into the calendar, because that is when the body gets stronger. Your mind works the same way.</p>
<p>Start with three protected blocks each week: one evening with no screens, one longer walk without a podcast — yes, even this one — and one morning where you start work an hour later. Put them in your calendar and defend them like a client meeting.</p>
<p>Notice what happens to your focus, your patience and the quality of your decisions. Rest is not the opposite of ambition. It is what makes ambition sustainable.</p>`,
    readTime: "4 min read",
    publishDate: "2025-04-07T09:00:00.000Z",
    featured: false,
    authorName,
    tags: ["wellness", "rest", "burnout"],
  },
  {
    id: "sample-small-wins",
    title: "Small Wins, Big Momentum: The Compound Effect of Daily Habits",
    slug: "small-wins-big-momentum",
    category: "Growth",
    excerpt:
      "Transformation rarely comes from one big decision. It comes from small choices repeated until they become who you are.",
    content: `<p>When clients start coaching, they often want a dramatic overhaul: a new routine, a new diet, a new business plan, all by Monday. I understand the impulse. I also know that overhauls rarely survive their second week.</p>
<h2>Make it small enough to keep</h2>
<p>Real change compounds. One percent better each day does not feel like much on a Tuesday, but over ninety days it becomes a different life. The secret is choosing habits so small you cannot talk yourself out of them: two minutes of journaling, one glass of water, a ten-minute walk after lunch.</p>
<p>Track them somewhere you can see. A simple paper calendar with a mark for each day works better than most apps, because the growing chain of marks becomes its own motivation.</p>
<p>When you miss a day, and you will, follow one rule: never miss twice. Momentum is not about being perfect. It is about coming back quickly.</p>`,
    readTime: "5 min read",
    publishDate: "2025-03-24T09:00:00.000Z",
    featured: false,
    authorName,
    tags: ["growth", "habits", "consistency"],
  },
];

export function findFallbackPost(slug: string): FallbackBlogPost | undefined {
  return fallbackBlogPosts.find((post) => post.slug === slug);
}
