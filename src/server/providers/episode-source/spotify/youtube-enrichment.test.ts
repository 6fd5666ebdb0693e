import { afterEach, describe, expect, test } from "vitest";
import { episodeSchema, type Episode } from "#shared/episodes/episode-schema.ts";
import { answerLater, sendJson, sendText } from "#tests/stand-ins/stand-in-server.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  SHOW_ID,
  startFakeSpotify,
  type FakeSpotify,
  type FakeSpotifyBehaviour,
} from "#tests/stand-ins/spotify-stand-in.ts";
import {
  sendQuotaExceeded,
  sendYouTubeError,
  YOUTUBE_API_KEY as API_KEY,
  YOUTUBE_CHANNEL_ID as CHANNEL_ID,
  YOUTUBE_UPLOADS_PLAYLIST_ID as UPLOADS_ID,
  youtubeFixtures,
} from "#tests/stand-ins/youtube-stand-in.ts";
import {
  memoryYouTubeVideoStore,
  type MemoryYouTubeVideoStore,
} from "#tests/helpers/memory-youtube-video-store.ts";
import { createSpotifyEpisodeSource } from "./spotify-episode-source.ts";
import { matchVideosToEpisodes, titleSimilarity, type YouTubeVideo } from "./youtube-enrichment.ts";
import { createYouTubeVideoList } from "./youtube-video-list.ts";

let spotify: FakeSpotify | null = null;
afterEach(async () => {
  await spotify?.close();
  spotify = null;
});

const MINUTE = 60_000;
/** 10:00 in Los Angeles (PST): the daily quota resets 14 hours later. */
const MORNING = Date.parse("2026-12-01T18:00:00Z");

async function sourceWithYouTube(
  youtube?: FakeSpotifyBehaviour["youtube"],
  options: { store?: MemoryYouTubeVideoStore; maxPages?: number; youtubeApiBase?: string } = {},
) {
  spotify = await startFakeSpotify({ youtube });
  const warnings: string[] = [];
  const clock = { now: MORNING };
  const store = options.store ?? memoryYouTubeVideoStore();
  const onWarning = (message: string) => warnings.push(message);
  const source = createSpotifyEpisodeSource({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    showId: SHOW_ID,
    youtube: createYouTubeVideoList({
      settings: { apiKey: API_KEY, channelId: CHANNEL_ID },
      store,
      apiBase: options.youtubeApiBase ?? spotify.url,
      now: () => clock.now,
      maxPages: options.maxPages,
      onWarning,
    }),
    apiBase: spotify.url,
    accountsBase: spotify.url,
    onWarning,
  });
  const fetchAll = async () => (await source.fetchEpisodes(AbortSignal.timeout(5_000))) as Episode[];
  /** Moves the clock on as the episode catalog does, one 5-minute refresh at a time. */
  const refreshEvery5MinutesFor = async (minutes: number) => {
    const seenAt: number[] = [];
    for (let t = 0; t < minutes; t += 5) {
      clock.now += 5 * MINUTE;
      const before = spotify!.youtubeRequests().length;
      await fetchAll();
      if (spotify!.youtubeRequests().length > before) seenAt.push(clock.now);
    }
    return seenAt;
  };
  return { source, fetchAll, warnings, spotify, clock, store, refreshEvery5MinutesFor };
}

const byNumber = (episodes: Episode[], prefix: string) => episodes.find((e) => e.name.startsWith(prefix));
const minutesAfter = (start: number, times: number[]) => times.map((t) => (t - start) / MINUTE);

describe("YouTube enrichment of Spotify episodes against a stand-in YouTube Data API", () => {
  test("the uploads playlist is found with channels.list, then read page by page with playlistItems.list and the key", async () => {
    const { fetchAll, spotify } = await sourceWithYouTube();
    await fetchAll();
    const [channels, page1, page2, ...rest] = spotify.youtubeRequests();
    expect(rest).toEqual([]);
    expect(channels?.path).toBe("/youtube/v3/channels");
    expect(Object.fromEntries(channels?.query ?? [])).toEqual({
      part: "contentDetails",
      id: CHANNEL_ID,
      key: API_KEY,
    });
    expect(page1?.path).toBe("/youtube/v3/playlistItems");
    expect(Object.fromEntries(page1?.query ?? [])).toEqual({
      part: "snippet,contentDetails",
      playlistId: UPLOADS_ID,
      maxResults: "50",
      key: API_KEY,
    });
    // nextPageToken of the first page asks for the second.
    const firstPage = JSON.parse(youtubeFixtures.uploadsPage1()) as { nextPageToken: string };
    expect(Object.fromEntries(page2?.query ?? [])).toMatchObject({
      playlistId: UPLOADS_ID,
      pageToken: firstPage.nextPageToken,
    });
  });

  test("a refresh costs 1 unit for the channel (once) and 1 per page of uploads, never a 100-unit search", async () => {
    const { fetchAll, spotify, clock } = await sourceWithYouTube();
    await fetchAll();
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 2 });
    expect(spotify.youtubeUnits()).toBe(3);

    // Within the hour the stored videos are matched again without asking YouTube.
    clock.now += 55 * MINUTE;
    const again = await fetchAll();
    expect(byNumber(again, "Episode 52")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=r1pY4OjE2jB");
    expect(spotify.youtubeUnits()).toBe(3);

    // After it, the uploads playlist is read again; its id is not asked for again.
    clock.now += 5 * MINUTE;
    await fetchAll();
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 4 });
  });

  test("a day of 5-minute episode refreshes asks YouTube hourly: 49 units against a 10,000-unit quota", async () => {
    const { fetchAll, spotify, refreshEvery5MinutesFor } = await sourceWithYouTube();
    await fetchAll();
    await refreshEvery5MinutesFor(24 * 60 - 5);
    expect(spotify.episodeRequests().length).toBe(2 * 24 * 12); // the episodes were refreshed 288 times
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 2 * 24 });
    expect(spotify.youtubeUnits()).toBe(49);
  });

  test("matched videos give episodes their YouTube link and high-quality thumbnail", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube();
    const episodes = await fetchAll();
    for (const episode of episodes) expect(episodeSchema.safeParse(episode).success).toBe(true);
    // 'Episode 52' in both titles.
    expect(byNumber(episodes, "Episode 52")).toMatchObject({
      youtubeUrl: "https://www.youtube.com/watch?v=r1pY4OjE2jB",
      youtubeThumbnail: "https://i.ytimg.com/vi/r1pY4OjE2jB/hqdefault.jpg",
    });
    // 'EP 51' in the video title.
    expect(byNumber(episodes, "Episode 51")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=MptUsGr7CmY");
    // On the playlist's second page, with no number in its title: matched by its (HTML-escaped) title.
    expect(byNumber(episodes, "Episode 50")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=-uCu3ZR1zTO");
    expect(warnings).toEqual([]);
  });

  test("episodes without a video, and videos without an episode (a short, an older episode, a private upload), stay apart", async () => {
    const { fetchAll, store } = await sourceWithYouTube();
    const episodes = await fetchAll();
    for (const prefix of ["Episode 49", "Episode 48", "Trailer"]) {
      expect(byNumber(episodes, prefix)).toMatchObject({ youtubeUrl: null, youtubeThumbnail: null });
    }
    const linked = episodes.map((e) => e.youtubeUrl).filter(Boolean);
    expect(linked).not.toContain("https://www.youtube.com/watch?v=i4PzJ59FHz5");
    expect(linked).not.toContain("https://www.youtube.com/watch?v=lUcR64cXQLi");
    // The private upload keeps its place in the playlist but is no video to link.
    expect(store.row?.videos.map((v) => v.videoId)).toEqual([
      "i4PzJ59FHz5",
      "r1pY4OjE2jB",
      "MptUsGr7CmY",
      "-uCu3ZR1zTO",
      "lUcR64cXQLi",
    ]);
  });

  test("a spent daily quota (403 quotaExceeded) still returns the Spotify episodes and reports a warning without the key", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) => sendQuotaExceeded(res));
    const episodes = await fetchAll();
    expect(episodes).toHaveLength(6);
    expect(episodes.every((e) => e.youtubeUrl === null && e.youtubeThumbnail === null)).toBe(true);
    expect(warnings).toEqual([
      // 00:05 in Los Angeles the next day.
      expect.stringMatching(
        /YouTube channels\.list answered 403 \(quotaExceeded\).*no YouTube links for now.*asked again after 2026-12-02T08:05:00\.000Z/,
      ),
    ]);
    expect(warnings.join(" ")).not.toContain(API_KEY);
  });

  test("after a quota error YouTube is not asked again until the quota resets at midnight Pacific time, and the links stay", async () => {
    let quotaSpent = false;
    const { fetchAll, spotify, clock, refreshEvery5MinutesFor } = await sourceWithYouTube(
      (_req, res, asYouTube) => (quotaSpent ? sendQuotaExceeded(res) : asYouTube()),
    );
    await fetchAll();
    quotaSpent = true;
    clock.now += 55 * MINUTE; // 10:55 in Los Angeles

    const askedAt = await refreshEvery5MinutesFor(13 * 60 + 5); // until 00:00 Pacific
    expect(minutesAfter(MORNING, askedAt)).toEqual([60]); // one refused call at 11:00, then none
    const unitsWhileSpent = spotify.youtubeUnits();
    expect(byNumber(await fetchAll(), "Episode 52")?.youtubeUrl).toBe(
      "https://www.youtube.com/watch?v=r1pY4OjE2jB",
    );

    quotaSpent = false;
    expect(await refreshEvery5MinutesFor(10)).toEqual([Date.parse("2026-12-02T08:05:00Z")]);
    expect(spotify.youtubeUnits()).toBe(unitsWhileSpent + 2);
  });

  test("the daily limit (403 dailyLimitExceeded) also waits for midnight Pacific time", async () => {
    const { fetchAll, refreshEvery5MinutesFor } = await sourceWithYouTube((_req, res) =>
      sendYouTubeError(res, 403, "dailyLimitExceeded", "Daily Limit Exceeded"),
    );
    await fetchAll();
    expect(await refreshEvery5MinutesFor(14 * 60 + 10)).toEqual([Date.parse("2026-12-02T08:05:00Z")]);
  });

  test("a rate limit (403 rateLimitExceeded) or a failing YouTube backs off exponentially: 5, 10, 20, 40 minutes, then hourly", async () => {
    const { fetchAll, refreshEvery5MinutesFor, warnings } = await sourceWithYouTube((req, res) =>
      req.path.endsWith("/channels")
        ? sendYouTubeError(res, 403, "rateLimitExceeded", "Rate Limit Exceeded")
        : sendJson(res, 500, {
            error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] },
          }),
    );
    await fetchAll();
    const askedAt = await refreshEvery5MinutesFor(200);
    expect(minutesAfter(MORNING, askedAt)).toEqual([5, 15, 35, 75, 135, 195]);
    expect(warnings[0]).toMatch(
      /answered 403 \(rateLimitExceeded\).*asked again after 2026-12-01T18:05:00\.000Z/,
    );
  });

  test("a YouTube still silent when the episode fetch times out backs off too; a shutdown does not count", async () => {
    const { source, clock, spotify, store, warnings } = await sourceWithYouTube((_req, res, asYouTube) =>
      answerLater(res, 2_000, asYouTube),
    );
    const episodes = (await source.fetchEpisodes(AbortSignal.timeout(500))) as Episode[];
    expect(episodes).toHaveLength(6);
    expect(warnings).toEqual([expect.stringMatching(/aborted.*asked again after 2026-12-01T18:05:00\.000Z/)]);
    clock.now += 4 * MINUTE;
    await source.fetchEpisodes(AbortSignal.timeout(500));
    expect(spotify.youtubeRequests()).toHaveLength(1);

    clock.now += MINUTE;
    const shutdown = new AbortController();
    const fetching = source.fetchEpisodes(shutdown.signal);
    setTimeout(() => shutdown.abort(), 300);
    await fetching.catch(() => {});
    expect(spotify.youtubeRequests()).toHaveLength(2);
    expect(store.row?.failures).toBe(1);
  });

  test("a malformed YouTube answer is a warning, not a failed fetch", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) =>
      sendText(res, 200, "<html>oops</html>", "text/html"),
    );
    expect(await fetchAll()).toHaveLength(6);
    expect(warnings).toEqual([expect.stringContaining("not a list of channels")]);
  });

  test("when YouTube fails after a good read, the links found last time are kept", async () => {
    let calls = 0;
    const { fetchAll, warnings, clock } = await sourceWithYouTube((_req, res, asYouTube) =>
      ++calls <= 3
        ? asYouTube()
        : sendJson(res, 500, {
            error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] },
          }),
    );
    await fetchAll();
    clock.now += 60 * MINUTE;
    const second = await fetchAll();
    expect(calls).toBe(4);
    expect(byNumber(second, "Episode 52")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=r1pY4OjE2jB");
    expect(warnings).toEqual([
      expect.stringMatching(
        /playlistItems\.list answered 500 \(backendError\).*videos found last time are kept/,
      ),
    ]);
  });

  test("pages stop at the page cap with a warning, keeping the videos read", async () => {
    const { fetchAll, warnings, spotify } = await sourceWithYouTube(
      (req, res, asYouTube) => {
        if (!req.path.endsWith("/playlistItems")) return asYouTube();
        // A playlist that never ends: every page names a next one.
        const page = JSON.parse(youtubeFixtures.uploadsPage1()) as Record<string, unknown>;
        sendJson(res, 200, { ...page, nextPageToken: `page-after-${req.query.get("pageToken") ?? "first"}` });
      },
      { maxPages: 3 },
    );
    const episodes = await fetchAll();
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 3 });
    expect(byNumber(episodes, "Episode 52")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=r1pY4OjE2jB");
    expect(warnings).toEqual([expect.stringMatching(/more than 3 pages/)]);
  });

  test("a stored uploads playlist that went away (404 playlistNotFound) is looked up from the channel again", async () => {
    const store = memoryYouTubeVideoStore({
      uploadsPlaylistId: "UUdeletedPlaylist000000",
      videos: [],
      fetchedAt: null,
      failures: 0,
      nextAttemptAt: null,
    });
    const { fetchAll, spotify, clock } = await sourceWithYouTube(undefined, { store });
    await fetchAll();
    expect(spotify.youtubeCalls()).toEqual({ playlistItems: 1 });
    clock.now += 5 * MINUTE;
    const episodes = await fetchAll();
    expect(spotify.youtubeCalls()).toEqual({ channels: 1, playlistItems: 3 });
    expect(store.row?.uploadsPlaylistId).toBe(UPLOADS_ID);
    expect(byNumber(episodes, "Episode 52")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=r1pY4OjE2jB");
  });

  test("an unknown channel id is a warning that names the setting", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((req, res, asYouTube) => {
      req.query.set("id", "UCsomeoneElse");
      asYouTube();
    });
    expect(await fetchAll()).toHaveLength(6);
    expect(warnings).toEqual([
      expect.stringContaining(
        "YouTube has no channel with the id UCx3ThrivingPathSample0 (YOUTUBE_CHANNEL_ID)",
      ),
    ]);
  });

  test("an unreachable YouTube is a warning that never names the API key", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube(undefined, {
      youtubeApiBase: "http://127.0.0.1:1",
    });
    expect(await fetchAll()).toHaveLength(6);
    expect(warnings).toEqual([expect.stringContaining("YouTube channels.list request failed")]);
    expect(warnings.join(" ")).not.toContain(API_KEY);
  });
});

describe("matching videos to episodes", () => {
  const episode = (id: string, name: string): Episode => ({
    id,
    name,
    description: "",
    releaseDate: "2026-01-01",
    thumbnail: null,
    youtubeThumbnail: null,
    spotifyUrl: null,
    youtubeUrl: null,
  });
  const video = (videoId: string, title: string): YouTubeVideo => ({ videoId, title, thumbnail: null });

  test("different episode numbers never match, however alike the titles", () => {
    const [matched] = matchVideosToEpisodes(
      [episode("a", "Episode 12: Morning Routines That Work")],
      [video("AAAAAAAAAAA", "Episode 13: Morning Routines That Work")],
    );
    expect(matched?.youtubeUrl).toBeNull();
  });

  test("a video goes to one episode only, the most alike", () => {
    const matched = matchVideosToEpisodes(
      [
        episode("a", "Morning Routines for Busy Founders"),
        episode("b", "Morning Routines for Busy Founders, Part 2"),
      ],
      [video("BBBBBBBBBBB", "Morning Routines for Busy Founders, Part 2")],
    );
    expect(matched.map((e) => e.youtubeUrl)).toEqual([null, "https://www.youtube.com/watch?v=BBBBBBBBBBB"]);
  });

  test("among several videos with the episode's number, the one with the closest title wins", () => {
    const [matched] = matchVideosToEpisodes(
      [episode("a", "Episode 30: The Art of Saying No")],
      [
        video("CLIPCLIPCLI", "Episode 30 clip: one boundary"),
        video("FULLFULLFUL", "Episode 30: The Art of Saying No (full)"),
      ],
    );
    expect(matched?.youtubeUrl).toBe("https://www.youtube.com/watch?v=FULLFULLFUL");
  });

  test("title similarity ignores case, punctuation, the episode marker and a show-name suffix", () => {
    expect(titleSimilarity("Episode 9: Rest Is Productive", "rest is productive!")).toBe(1);
    expect(
      titleSimilarity("Rest Is Productive Work", "Rest is productive work | The Thriving Path Podcast"),
    ).toBeGreaterThan(0.9);
    expect(titleSimilarity("Rest Is Productive", "Quarterly Tax Planning")).toBe(0);
  });
});
