import { afterEach, describe, expect, test } from "vitest";
import { makeEpisode } from "#tests/helpers/scripted-episode-source.ts";
import { answerLater, sendText, startStandIn, type StandIn } from "#tests/stand-ins/stand-in-server.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/helpers/test-app.ts";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { EpisodeTimedText, preferredTranscript } from "./episode-timed-text.ts";

const VTT =
  "WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n<v Jordan>Welcome to the show.\n\n00:00:04.000 --> 00:00:09.500\n<v Maya>Thanks for having me.\n";
const CHAPTERS = JSON.stringify({
  version: "1.2.0",
  chapters: [
    { startTime: 0, title: "Welcome" },
    { startTime: 252, title: "The week the studio almost broke", url: "javascript:alert(1)" },
  ],
});

type Files = Record<string, { status?: number; body: string; type: string; delayMs?: number }>;

let server: StandIn | null = null;
let database: TestDatabase | null = null;
const services: EpisodeTimedText[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) service.stop();
  await server?.close();
  server = null;
  await database?.dispose();
  database = null;
});

async function serving(files: Files) {
  server = await startStandIn((request, response) => {
    const file = files[request.path];
    if (!file) return sendText(response, 404, "Not Found", "text/plain");
    const answer = () => sendText(response, file.status ?? 200, file.body, file.type);
    if (file.delayMs) answerLater(response, file.delayMs, answer);
    else answer();
  });
  return server.url;
}

function service(options: { now?: () => number; fetchTimeoutMs?: number } = {}) {
  const warnings: string[] = [];
  const timedText = new EpisodeTimedText({
    db: database!.db,
    log: {
      info: () => {},
      warn: (_details: unknown, message?: string) => void warnings.push(String(message)),
    },
    ...options,
  });
  services.push(timedText);
  return { timedText, warnings };
}

const episodeWith = (origin: string, files: Partial<Episode> = {}) =>
  makeEpisode({
    id: "ep52",
    transcriptFiles: [{ url: `${origin}/ep52.vtt`, type: "text/vtt" }],
    chaptersUrl: `${origin}/ep52-chapters.json`,
    ...files,
  });

describe.each(testDatabaseKinds)("the feed's transcripts and chapters on %s", (kind) => {
  test("are fetched, parsed and kept: another start reads them from the database without fetching", async () => {
    database = await createTestDatabase(kind);
    const origin = await serving({
      "/ep52.vtt": { body: VTT, type: "text/vtt" },
      "/ep52-chapters.json": { body: CHAPTERS, type: "application/json+chapters" },
    });
    const { timedText } = service();
    await timedText.start();
    const before = timedText.version;
    await timedText.syncFeed([episodeWith(origin)]);
    const found = timedText.find("ep52");
    expect(found.transcript).toEqual({
      timed: true,
      cues: [
        { startSeconds: 0, endSeconds: 4, speaker: "Jordan", text: "Welcome to the show." },
        { startSeconds: 4, endSeconds: 9.5, speaker: "Maya", text: "Thanks for having me." },
      ],
    });
    expect(found.transcriptFromOwner).toBe(false);
    expect(found.chapters?.map((chapter) => [chapter.startSeconds, chapter.title, chapter.url])).toEqual([
      [0, "Welcome", null],
      [252, "The week the studio almost broke", null],
    ]);
    expect(timedText.version).toBeGreaterThan(before);

    const requests = server!.requests.length;
    const restarted = service().timedText;
    await restarted.start();
    expect(restarted.find("ep52")).toEqual(found);
    // Within a day the same addresses are not asked for again.
    await restarted.syncFeed([episodeWith(origin)]);
    expect(server!.requests.length).toBe(requests);
  });

  test("a failing, garbled, oversized or slow file is logged and never replaces the last good copy", async () => {
    database = await createTestDatabase(kind);
    const files: Files = {
      "/ep52.vtt": { body: VTT, type: "text/vtt" },
      "/ep52-chapters.json": { body: CHAPTERS, type: "application/json" },
    };
    const origin = await serving(files);
    let now = Date.parse("2026-11-01T00:00:00Z");
    const { timedText, warnings } = service({ now: () => now, fetchTimeoutMs: 300 });
    await timedText.start();
    await timedText.syncFeed([episodeWith(origin)]);
    const good = timedText.find("ep52");

    const attempts: [string, Files[string]][] = [
      ["a 500", { status: 500, body: "Internal Server Error", type: "text/plain" }],
      ["garbled", { body: "WEBVTT\n\nnot a time --> at all\nHello", type: "text/vtt" }],
      [
        "oversized",
        { body: `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${"a".repeat(2 * 1024 * 1024)}`, type: "text/vtt" },
      ],
      ["slow", { body: VTT, type: "text/vtt", delayMs: 3_000 }],
    ];
    for (const [what, file] of attempts) {
      files["/ep52.vtt"] = file;
      files["/ep52-chapters.json"] = { status: 404, body: "gone", type: "text/plain" };
      // A day on, so the copies are due to be read again (and past the last failure's retry wait).
      now += 25 * 60 * 60 * 1000;
      const started = Date.now();
      await timedText.syncFeed([episodeWith(origin)]);
      expect(Date.now() - started, what).toBeLessThan(2_500);
      expect(timedText.find("ep52"), what).toEqual(good);
    }
    expect(warnings.filter((w) => w.includes("could not be read")).length).toBeGreaterThanOrEqual(8);
  });

  test("a copy goes when the feed stops naming its file or drops the episode", async () => {
    database = await createTestDatabase(kind);
    const origin = await serving({
      "/ep52.vtt": { body: VTT, type: "text/vtt" },
      "/ep52-chapters.json": { body: CHAPTERS, type: "application/json" },
    });
    const { timedText } = service();
    await timedText.start();
    await timedText.syncFeed([episodeWith(origin)]);
    await timedText.syncFeed([episodeWith(origin, { chaptersUrl: null })]);
    expect(timedText.find("ep52").chapters).toBeNull();
    expect(timedText.find("ep52").transcript).not.toBeNull();
    await timedText.syncFeed([makeEpisode({ id: "other" })]);
    expect(timedText.find("ep52").transcript).toBeNull();
    const restarted = service().timedText;
    await restarted.start();
    expect(restarted.find("ep52")).toEqual({ transcript: null, transcriptFromOwner: false, chapters: null });
  });
});

describe("which of the feed's transcript files is read", () => {
  test("a timed format before an untimed one, whatever the order and case the feed gives", () => {
    expect(
      preferredTranscript([
        { url: "https://cdn.example.com/a.txt", type: "text/plain" },
        { url: "https://cdn.example.com/a.html", type: "text/html" },
        { url: "https://cdn.example.com/a.srt", type: "application/x-subrip" },
        { url: "https://cdn.example.com/a.vtt", type: "Text/VTT; charset=utf-8" },
      ])?.url,
    ).toBe("https://cdn.example.com/a.vtt");
    expect(preferredTranscript([{ url: "https://cdn.example.com/a", type: null }])?.url).toBe(
      "https://cdn.example.com/a",
    );
    expect(preferredTranscript([])).toBeNull();
  });
});

describe("an HTML transcript from the feed", () => {
  test("any HTML entity in it reads as its character", async () => {
    database = await createTestDatabase("pglite");
    const html =
      "<cite>Jordan:</cite> <time>0:00</time> <p>Caf&eacute; talk &mdash; na&iuml;ve questions.</p>";
    const origin = await serving({ "/ep52.html": { body: html, type: "text/html" } });
    const { timedText } = service();
    await timedText.start();
    await timedText.syncFeed([
      episodeWith(origin, {
        transcriptFiles: [{ url: `${origin}/ep52.html`, type: "text/html" }],
        chaptersUrl: null,
      }),
    ]);
    const transcript = timedText.find("ep52").transcript;
    expect(transcript?.timed).toBe(true);
    expect(transcript?.timed && transcript.cues[0]).toMatchObject({
      speaker: "Jordan",
      text: "Café talk — naïve questions.",
    });
  });
});
