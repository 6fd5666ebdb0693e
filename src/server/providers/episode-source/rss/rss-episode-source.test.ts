import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { episodeSchema } from "#shared/episodes/episode-schema.ts";
import {
  answerLater,
  sendText,
  startStandIn,
  type StandIn,
  type StandInHandler,
} from "#tests/stand-ins/stand-in-server.ts";
import { createRssEpisodeSource } from "./rss-episode-source.ts";

const feed = readFileSync(new URL("./fixtures/thriving-path-feed.xml", import.meta.url), "utf8");
const RSS = "application/rss+xml; charset=utf-8";

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function sourceAnswering(handler: StandInHandler) {
  standIn = await startStandIn(handler);
  return createRssEpisodeSource({ feedUrl: `${standIn.url}/feeds/thriving-path.xml` });
}

/** Generous: only the timeout test below is about time; the others must not fail on a busy machine. */
const soon = () => AbortSignal.timeout(30_000);

describe("RSS episode source against a stand-in feed server", () => {
  test("the feed's episodes come back in the Episode contract, fetched with the signal and an RSS accept header", async () => {
    const source = await sourceAnswering((_req, res) => sendText(res, 200, feed, RSS));
    const episodes = await source.fetchEpisodes(soon());
    expect(episodes).toHaveLength(4);
    for (const episode of episodes) expect(episodeSchema.safeParse(episode).success).toBe(true);
    expect(standIn?.requests[0]?.path).toBe("/feeds/thriving-path.xml");
    expect(standIn?.requests[0]?.headers.accept).toContain("application/rss+xml");
  });

  test("the source key names the feed URL", async () => {
    const source = await sourceAnswering((_req, res) => sendText(res, 200, feed, RSS));
    expect(source.key).toBe(`rss:${standIn?.url}/feeds/thriving-path.xml`);
  });

  test("a feed slower than the caller's timeout rejects instead of hanging", async () => {
    const source = await sourceAnswering((_req, res) =>
      answerLater(res, 2_000, () => sendText(res, 200, feed, RSS)),
    );
    const started = Date.now();
    await expect(source.fetchEpisodes(AbortSignal.timeout(200))).rejects.toThrow(/aborted/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("a 500 from the feed server throws with the status", async () => {
    const source = await sourceAnswering((_req, res) =>
      sendText(res, 500, "Internal Server Error", "text/plain"),
    );
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/RSS feed answered 500/);
  });

  test("a 404 from the feed server throws with the status", async () => {
    const source = await sourceAnswering((_req, res) => sendText(res, 404, "Not Found", "text/plain"));
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/404/);
  });

  test("malformed XML throws", async () => {
    const truncated = feed.slice(0, Math.floor(feed.length / 2));
    const source = await sourceAnswering((_req, res) => sendText(res, 200, truncated, RSS));
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/could not be read/);
  });

  test("a channel without items answers an empty list", async () => {
    const empty = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
      <channel><title>The Thriving Path Podcast</title><itunes:image href="https://media.example.com/a.jpg"/></channel></rss>`;
    const source = await sourceAnswering((_req, res) => sendText(res, 200, empty, RSS));
    await expect(source.fetchEpisodes(soon())).resolves.toEqual([]);
  });

  test("an HTML page where the feed should be (a login wall, a moved feed) throws", async () => {
    const page =
      "<!DOCTYPE html><html><head><meta charset=utf-8><title>Sign in</title></head><body><p>Please sign in</p></body></html>";
    const source = await sourceAnswering((_req, res) => sendText(res, 200, page, "text/html"));
    await expect(source.fetchEpisodes(soon())).rejects.toThrow();
  });

  test("a feed larger than 10 MB is refused", async () => {
    const padding = `<!-- ${"x".repeat(10 * 1024 * 1024)} -->`;
    const source = await sourceAnswering((_req, res) =>
      sendText(res, 200, feed.replace("<channel>", `<channel>${padding}`), RSS),
    );
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/larger than/);
  });

  test("an unreachable feed server throws", async () => {
    standIn = await startStandIn((_req, res) => sendText(res, 200, feed, RSS));
    const url = `${standIn.url}/feed.xml`;
    await standIn.close();
    standIn = null;
    await expect(createRssEpisodeSource({ feedUrl: url }).fetchEpisodes(soon())).rejects.toThrow(
      /request failed/,
    );
  });
});
