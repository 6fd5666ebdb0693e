import { afterEach, describe, expect, test } from "vitest";
import type { EpisodeSourceConfig } from "#server/config.ts";
import { createEpisodeSource } from "#server/providers/episode-source/create-episode-source.ts";
import {
  appsClosedAfterEach,
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
  type TestDatabase,
} from "#tests/helpers/test-app.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  SHOW_ID,
  startFakeSpotify,
  type FakeSpotify,
} from "#tests/stand-ins/spotify-stand-in.ts";
import { sendQuotaExceeded, YOUTUBE_API_KEY, YOUTUBE_CHANNEL_ID } from "#tests/stand-ins/youtube-stand-in.ts";
import { loadYouTubeVideos } from "./youtube-video-repository.ts";

const config: EpisodeSourceConfig = {
  kind: "spotify",
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  showId: SHOW_ID,
  youtube: { apiKey: YOUTUBE_API_KEY, channelId: YOUTUBE_CHANNEL_ID },
};
const MINUTE = 60_000;
const EPISODE_52_VIDEO = "https://www.youtube.com/watch?v=r1pY4OjE2jB";

let spotify: FakeSpotify | null = null;
afterEach(async () => {
  await spotify?.close();
  spotify = null;
});

describe.each(testDatabaseKinds)("YouTube videos kept in the database on %s", (kind) => {
  const start = appsClosedAfterEach();

  /** The server as configured with Spotify and YouTube (stand-ins), on `database`, with the clock `clock`. */
  async function serverOn(
    database: TestDatabase,
    clock: { now: number },
    keep: "stopped after" | "closed after",
  ) {
    const episodeSource = await createEpisodeSource(config, {
      db: database.db,
      spotifyApiBase: spotify!.url,
      spotifyAccountsBase: spotify!.url,
      youtubeApiBase: spotify!.url,
      now: () => clock.now,
      onWarning: () => {},
    });
    const t =
      keep === "closed after"
        ? await start(kind, { database, episodeSource })
        : await createTestApp(kind, { database, episodeSource });
    await t.app.episodeCatalog.refresh();
    return t;
  }

  const episode52Link = async (t: TestApp) => {
    const res = await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string; youtubeUrl: string | null }[]).find((e) =>
      e.name.startsWith("Episode 52"),
    )?.youtubeUrl;
  };

  test("the last good videos and the quota schedule survive restarts: a spent quota never loses a link", async () => {
    let quotaSpent = false;
    spotify = await startFakeSpotify({
      youtube: (_req, res, asYouTube) => (quotaSpent ? sendQuotaExceeded(res) : asYouTube()),
    });
    const database = await createTestDatabase(kind);
    const clock = { now: Date.parse("2026-12-01T18:00:00Z") }; // 10:00 in Los Angeles

    const first = await serverOn(database, clock, "stopped after");
    expect(await episode52Link(first)).toBe(EPISODE_52_VIDEO);
    expect(spotify.youtubeUnits()).toBe(3);
    await first.stop();

    // A restart within the hour asks YouTube nothing.
    clock.now += 10 * MINUTE;
    const second = await serverOn(database, clock, "stopped after");
    expect(await episode52Link(second)).toBe(EPISODE_52_VIDEO);
    expect(spotify.youtubeUnits()).toBe(3);
    await second.stop();

    // Two hours on the quota is spent: one refused call (the uploads playlist id is stored), and
    // the episodes fetched fresh from Spotify keep their links.
    quotaSpent = true;
    clock.now += 2 * 60 * MINUTE;
    const third = await serverOn(database, clock, "stopped after");
    expect(await episode52Link(third)).toBe(EPISODE_52_VIDEO);
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 3 });
    await third.stop();

    // Restarted again before midnight Pacific: the back-off is remembered, YouTube is not asked.
    clock.now += 30 * MINUTE;
    const fourth = await serverOn(database, clock, "closed after");
    expect(await episode52Link(fourth)).toBe(EPISODE_52_VIDEO);
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 3 });
    const stored = await loadYouTubeVideos(database.db, YOUTUBE_CHANNEL_ID);
    expect(stored).toMatchObject({ uploadsPlaylistId: "UUx3ThrivingPathSample0", failures: 1 });
    expect(stored?.videos).toHaveLength(5);
    expect(stored?.nextAttemptAt?.toISOString()).toBe("2026-12-02T08:05:00.000Z");
  });
});
