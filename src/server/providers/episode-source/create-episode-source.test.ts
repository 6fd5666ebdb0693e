import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { sendText, startStandIn, type StandIn } from "#tests/stand-ins/stand-in-server.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  SHOW_ID,
  startFakeSpotify,
  type FakeSpotify,
} from "#tests/stand-ins/spotify-stand-in.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { findTranscript, saveTranscript } from "#server/features/episodes/episode-repository.ts";
import { createEpisodeSource } from "./create-episode-source.ts";
import { sampleTranscripts } from "#server/providers/episode-source/sample/sample-transcripts.ts";

let database: Database | null = null;
let servers: (StandIn | FakeSpotify)[] = [];
afterEach(async () => {
  await database?.close();
  database = null;
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function freshDb() {
  database = await openDatabase({ kind: "pglite" });
  return database.db;
}

describe("createEpisodeSource", () => {
  test("sample: answers the sample catalog and seeds its transcript records", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource({ kind: "sample" }, { db });
    expect(source.key).toBe("sample");
    expect((await source.fetchEpisodes(AbortSignal.timeout(1_000))).length).toBeGreaterThanOrEqual(12);
    for (const record of sampleTranscripts)
      expect(await findTranscript(db, record.episodeId)).toEqual(record);
  });

  test("sample: seeding again never overwrites a record the owner edited", async () => {
    const db = await freshDb();
    await createEpisodeSource({ kind: "sample" }, { db });
    const [first] = sampleTranscripts;
    const edited = { ...first!, seoTitle: "The owner's own title", keyTopics: ["Edited"] };
    await saveTranscript(db, edited);
    await createEpisodeSource({ kind: "sample" }, { db });
    expect(await findTranscript(db, first!.episodeId)).toEqual(edited);
  });

  test("rss: a source keyed by the feed URL, and no transcript records are seeded", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource(
      { kind: "rss", feedUrl: "https://feeds.example.com/show.xml" },
      { db },
    );
    expect(source.key).toBe("rss:https://feeds.example.com/show.xml");
    expect(await findTranscript(db, sampleTranscripts[0]!.episodeId)).toBeNull();
  });

  test("spotify: a source keyed by the show id", async () => {
    const db = await freshDb();
    const source = await createEpisodeSource(
      {
        kind: "spotify",
        clientId: "id",
        clientSecret: "secret",
        showId: "u8jzPde0IgxLd6GncfBAep",
        youtube: null,
      },
      { db },
    );
    expect(source.key).toBe("spotify:u8jzPde0IgxLd6GncfBAep");
  });

  test("rss+spotify: the feed's episodes with their audio, and Spotify's link on each one Spotify has", async () => {
    const db = await freshDb();
    const feedXml = readFileSync(new URL("./rss/fixtures/thriving-path-feed.xml", import.meta.url), "utf8");
    const feed = await startStandIn((_req, res) => sendText(res, 200, feedXml, "application/rss+xml"));
    const spotify = await startFakeSpotify({});
    servers = [feed, spotify];
    const feedUrl = `${feed.url}/feed.xml`;
    const source = await createEpisodeSource(
      {
        kind: "rss+spotify",
        feedUrl,
        spotify: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, showId: SHOW_ID, youtube: null },
      },
      { db, spotifyApiBase: spotify.url, spotifyAccountsBase: spotify.url },
    );
    expect(source.key).toBe(`rss:${feedUrl}+spotify:${SHOW_ID}`);
    const episodes = (await source.fetchEpisodes(AbortSignal.timeout(10_000))) as Episode[];
    const fifty = episodes.find((episode) => episode.name.startsWith("Episode 50:"));
    // The feed's item has audio but no Spotify link; the Spotify stand-in lists the same episode.
    expect(fifty?.audioUrl).toBe("https://media.example.com/thriving-path/episodes/ep050.mp3");
    expect(fifty?.spotifyUrl).toMatch(/^https:\/\/open\.spotify\.com\/episode\//);
    expect(episodes.filter((episode) => episode.name.startsWith("Episode 50:"))).toHaveLength(1);
    // Feed ids stay the episodes' ids, so their addresses do not change when Spotify is added.
    const feedOnly = await createEpisodeSource({ kind: "rss", feedUrl }, { db });
    const feedIds = ((await feedOnly.fetchEpisodes(AbortSignal.timeout(10_000))) as Episode[]).map(
      (e) => e.id,
    );
    expect(episodes.slice(0, feedIds.length).map((e) => e.id)).toEqual(feedIds);
  });
});
