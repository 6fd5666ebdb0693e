/**
 * The search part of `npm run bench`: how fast site search answers with a large site behind it.
 *
 * Serves a podcast feed of 200 episodes, each with a WebVTT transcript of 10,000 words, starts the
 * production build on it (episodes from that feed, embedded database), publishes 500 posts of
 * about 300 words, waits until everything is indexed, then searches:
 * - cold: 300 different searches (single words, two words, a word still being typed, a quoted
 *   phrase), 50 at a time, none of them asked before (after 100 other searches, one at a time, so
 *   the database's code and pages are as warm as on a site that has been serving a while);
 * - warm: the same 300 again and again for a few seconds with 50 connections, as a popular site
 *   sees repeated searches (answered from memory until the content changes).
 * The text is made of the site's own English words, drawn with a long-tailed frequency as real
 * speech is. Builds nothing: run `npm run build` first. Not part of `npm test`. With
 * BENCH_DATABASE_URL set (an empty PostgreSQL database), the site runs on that server instead of
 * the embedded database.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { HOST, printTable, withBuiltSite } from "./built-site.ts";

const EPISODES = 200;
const WORDS_PER_TRANSCRIPT = 10_000;
const POSTS = 500;
const WORDS_PER_POST = 300;
const SEARCHES = 300;
const WARM_UP_SEARCHES = 100;
const CONNECTIONS = 50;
const WARM_SECONDS = 5;
const DEADLINE_MS = 600_000;
/** Words no generated text has, put in every transcript and the last post to know when indexing is done. */
const TRANSCRIPT_MARK = "zqeverytranscript";
const LAST_POST_MARK = "zqlastpost";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A repeatable generator (mulberry32), so every run searches the same text. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(36);

/** The site's own English: every word of four letters or more in its copy, most frequent first. */
function siteVocabulary(): string[] {
  const counts = new Map<string, number>();
  for (const folder of ["src/shared/content", "src/app/content"]) {
    for (const file of readdirSync(join(root, folder))) {
      const text = readFileSync(join(root, folder, file), "utf8");
      for (const word of text.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? [])
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}
const vocabulary = siteVocabulary();

/** A word drawn with a long tail (Zipf-like): the common ones often, most of them rarely. */
function word(): string {
  const rank = Math.floor(Math.exp(random() * Math.log(vocabulary.length + 10)) - 10);
  return vocabulary[Math.max(0, Math.min(vocabulary.length - 1, rank))]!;
}
const words = (count: number) => Array.from({ length: count }, word).join(" ");

function vttTime(seconds: number): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}.000`;
}

function transcript(): string {
  const cues: string[] = [];
  const perCue = 12;
  for (let cue = 0; cue * perCue < WORDS_PER_TRANSCRIPT; cue += 1) {
    const mark = cue === 100 ? ` ${TRANSCRIPT_MARK}` : "";
    cues.push(`${vttTime(cue * 4)} --> ${vttTime(cue * 4 + 4)}\n${words(perCue)}${mark}`);
  }
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

function feed(origin: string): string {
  const items = Array.from({ length: EPISODES }, (_, index) => {
    const episode = index + 1;
    const day = new Date(Date.UTC(2026, 0, 1) + episode * 86_400_000).toUTCString();
    return `<item><title>Episode ${episode}: ${words(4)}</title><guid isPermaLink="false">bench-${episode}</guid>
      <pubDate>${day}</pubDate><description><![CDATA[<p>${words(80)}</p>]]></description>
      <enclosure url="${origin}/audio/${episode}.mp3" length="1000" type="audio/mpeg"/>
      <podcast:transcript url="${origin}/transcripts/${episode}.vtt" type="text/vtt"/></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0">
    <channel><title>Bench</title><link>${origin}</link><description>Bench feed</description>${items.join("")}</channel></rss>`;
}

/** The podcast host the measured site reads its episodes and transcripts from. */
async function startFeedServer(): Promise<{ origin: string; server: Server }> {
  const transcripts = new Map<string, string>();
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    if (path === "/feed.xml") {
      response.writeHead(200, { "content-type": "application/rss+xml" }).end(feed(origin));
      return;
    }
    if (/^\/transcripts\/\d+\.vtt$/.test(path)) {
      if (!transcripts.has(path)) transcripts.set(path, transcript());
      response.writeHead(200, { "content-type": "text/vtt" }).end(transcripts.get(path));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}

async function publishPosts(site: string, cookie: string) {
  for (let index = 1; index <= POSTS; index += 1) {
    const mark = index === POSTS ? ` ${LAST_POST_MARK}` : "";
    const response = await fetch(`${site}/api/admin/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site, cookie },
      body: JSON.stringify({
        title: `Notes on ${words(3)} ${index}`,
        category: "Personal Growth",
        readTime: "3 min read",
        authorName: "Jordan Rivers",
        excerpt: words(25),
        content: `<p>${words(WORDS_PER_POST / 2)}</p><p>${words(WORDS_PER_POST / 2)}${mark}</p>`,
        tags: [word(), word()],
        published: true,
        featured: false,
      }),
    });
    if (response.status !== 201)
      throw new Error(`could not publish post ${index}: ${response.status} ${await response.text()}`);
  }
}

async function total(site: string, q: string): Promise<number> {
  const response = await fetch(`${site}/api/search?${new URLSearchParams({ q })}`);
  return response.ok ? ((await response.json()) as { total: number }).total : 0;
}

/** Until every transcript (fetched from the feed a few at a time) and the last post are found. */
async function waitUntilIndexed(site: string) {
  const started = Date.now();
  while ((await total(site, TRANSCRIPT_MARK)) < EPISODES || (await total(site, LAST_POST_MARK)) < 1) {
    if (Date.now() - started > 300_000)
      throw new Error("the site had not indexed everything after 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return Date.now() - started;
}

/** What visitors type: a word, two words, a word still being typed, a quoted phrase; `count` different ones, none in `besides`. */
function searches(count: number, besides: readonly string[] = []): string[] {
  const asked = new Set<string>();
  while (asked.size < count) {
    const kind = random();
    const first = word();
    const query =
      kind < 0.4
        ? first
        : kind < 0.7
          ? `${first} ${word()}`
          : kind < 0.9
            ? first.slice(0, Math.max(3, Math.ceil(first.length * 0.7)))
            : `"${first} ${word()}"`;
    if (!besides.includes(query)) asked.add(query);
  }
  return [...asked];
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** Each search once, `CONNECTIONS` at a time: none is in the site's memory yet. */
async function coldSearches(site: string, queries: string[]) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < queries.length) {
        const q = queries[next++]!;
        const sent = performance.now();
        const response = await fetch(`${site}/api/search?${new URLSearchParams({ q })}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`search "${q}" answered ${response.status}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: queries.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function warmSearches(site: string, queries: string[]) {
  const result = await autocannon({
    url: site,
    connections: CONNECTIONS,
    duration: WARM_SECONDS,
    requests: queries.map((q) => ({ method: "GET", path: `/api/search?${new URLSearchParams({ q })}` })),
  });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${result.non2xx + result.errors} warm searches failed`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const feedServer = await startFeedServer();
try {
  await withBuiltSite(
    {
      script: "the search bench",
      deadlineMs: DEADLINE_MS,
      env: {
        EPISODE_SOURCE: "rss",
        PODCAST_RSS_URL: `${feedServer.origin}/feed.xml`,
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      },
    },
    async ({ origin: site, cookie }) => {
      console.log(
        `\nSearch on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "the embedded database"}: ${EPISODES} episodes with ${WORDS_PER_TRANSCRIPT.toLocaleString("en")}-word transcripts and ${POSTS} posts of ${WORDS_PER_POST} words (${vocabulary.length} distinct words)…`,
      );
      await publishPosts(site, cookie);
      const indexedIn = await waitUntilIndexed(site);
      console.log(
        `Indexed ${indexedIn < 1500 ? "by the time the posts were published" : `${(indexedIn / 1000).toFixed(0)} s after the last post`}.`,
      );
      const warmUp = searches(WARM_UP_SEARCHES);
      for (const q of warmUp) await total(site, q);
      const queries = searches(SEARCHES, warmUp);
      const cold = await coldSearches(site, queries);
      const warm = await warmSearches(site, queries);
      console.log(`\n${SEARCHES} different searches, ${CONNECTIONS} at a time:\n`);
      printTable([
        ["searches", "req/s", "p50 ms", "p99 ms"],
        ["cold (each asked once)", cold.rps.toFixed(0), cold.p50.toFixed(0), cold.p99.toFixed(0)],
        [`warm (asked again, ${WARM_SECONDS} s)`, warm.rps.toFixed(0), String(warm.p50), String(warm.p99)],
      ]);
    },
  );
} finally {
  feedServer.server.close();
}
