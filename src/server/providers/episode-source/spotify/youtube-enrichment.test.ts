import { afterEach, describe, expect, test } from "vitest";
import { episodeSchema, type Episode } from "../../../../shared/episodes/episode-schema.ts";
import { sendJson, sendText } from "../../../../../tests/stand-ins/stand-in-server.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  fixtures,
  SHOW_ID,
  startFakeSpotify,
  type FakeSpotify,
  type FakeSpotifyBehaviour,
} from "../../../../../tests/stand-ins/spotify-stand-in.ts";
import { createSpotifyEpisodeSource } from "./spotify-episode-source.ts";
import { matchVideosToEpisodes, titleSimilarity, type YouTubeVideo } from "./youtube-enrichment.ts";

const API_KEY = "AIzaSyD-stand-in-key-0123456789abcdefg";
const CHANNEL_ID = "UCx3ThrivingPathSample0";

let spotify: FakeSpotify | null = null;
afterEach(async () => {
  await spotify?.close();
  spotify = null;
});

async function sourceWithYouTube(youtube: FakeSpotifyBehaviour["youtube"]) {
  spotify = await startFakeSpotify({ youtube });
  const warnings: string[] = [];
  const source = createSpotifyEpisodeSource({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    showId: SHOW_ID,
    youtube: { apiKey: API_KEY, channelId: CHANNEL_ID },
    apiBase: spotify.url,
    accountsBase: spotify.url,
    youtubeApiBase: spotify.url,
    onWarning: (message) => warnings.push(message),
  });
  const fetchAll = async () => (await source.fetchEpisodes(AbortSignal.timeout(5_000))) as Episode[];
  return { fetchAll, warnings, spotify };
}

const byNumber = (episodes: Episode[], prefix: string) => episodes.find((e) => e.name.startsWith(prefix));

describe("YouTube enrichment of Spotify episodes against a stand-in YouTube Data API", () => {
  test("the channel's newest videos are searched once with the channel id and key", async () => {
    const { fetchAll, spotify } = await sourceWithYouTube((_req, res) =>
      sendText(res, 200, fixtures.youtubeSearch(), "application/json"),
    );
    await fetchAll();
    const searches = spotify.requests.filter((r) => r.path === "/youtube/v3/search");
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]?.query ?? [])).toEqual({
      part: "snippet",
      channelId: CHANNEL_ID,
      maxResults: "50",
      order: "date",
      type: "video",
      key: API_KEY,
    });
  });

  test("matched videos give episodes their YouTube link and high-quality thumbnail", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) =>
      sendText(res, 200, fixtures.youtubeSearch(), "application/json"),
    );
    const episodes = await fetchAll();
    for (const episode of episodes) expect(episodeSchema.safeParse(episode).success).toBe(true);
    // 'Episode 52' in both titles.
    expect(byNumber(episodes, "Episode 52")).toMatchObject({
      youtubeUrl: "https://www.youtube.com/watch?v=r1pY4OjE2jB",
      youtubeThumbnail: "https://i.ytimg.com/vi/r1pY4OjE2jB/hqdefault.jpg",
    });
    // 'EP 51' in the video title.
    expect(byNumber(episodes, "Episode 51")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=MptUsGr7CmY");
    // No number in the video title: matched by its (HTML-escaped) title.
    expect(byNumber(episodes, "Episode 50")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=-uCu3ZR1zTO");
    expect(warnings).toEqual([]);
  });

  test("episodes without a video, and videos without an episode (a short, an older episode), stay apart", async () => {
    const { fetchAll } = await sourceWithYouTube((_req, res) =>
      sendText(res, 200, fixtures.youtubeSearch(), "application/json"),
    );
    const episodes = await fetchAll();
    for (const prefix of ["Episode 49", "Episode 48", "Trailer"]) {
      expect(byNumber(episodes, prefix)).toMatchObject({ youtubeUrl: null, youtubeThumbnail: null });
    }
    const linked = episodes.map((e) => e.youtubeUrl).filter(Boolean);
    expect(linked).not.toContain("https://www.youtube.com/watch?v=i4PzJ59FHz5");
    expect(linked).not.toContain("https://www.youtube.com/watch?v=lUcR64cXQLi");
  });

  test("a YouTube 403 (quota exceeded) still returns the Spotify episodes and reports a warning without the key", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) =>
      sendText(res, 403, fixtures.youtubeQuotaExceeded(), "application/json"),
    );
    const episodes = await fetchAll();
    expect(episodes).toHaveLength(6);
    expect(episodes.every((e) => e.youtubeUrl === null && e.youtubeThumbnail === null)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining("YouTube search answered 403 (quotaExceeded)")]);
    expect(warnings.join(" ")).not.toContain(API_KEY);
  });

  test("a malformed YouTube answer is a warning, not a failed fetch", async () => {
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) =>
      sendText(res, 200, "<html>oops</html>", "text/html"),
    );
    expect(await fetchAll()).toHaveLength(6);
    expect(warnings).toEqual([expect.stringContaining("not a list of videos")]);
  });

  test("when YouTube fails after a good search, the links found last time are kept", async () => {
    let calls = 0;
    const { fetchAll, warnings } = await sourceWithYouTube((_req, res) =>
      ++calls === 1
        ? sendText(res, 200, fixtures.youtubeSearch(), "application/json")
        : sendJson(res, 500, {
            error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] },
          }),
    );
    await fetchAll();
    const second = await fetchAll();
    expect(byNumber(second, "Episode 52")?.youtubeUrl).toBe("https://www.youtube.com/watch?v=r1pY4OjE2jB");
    expect(warnings).toEqual([
      expect.stringMatching(/answered 500 \(backendError\).*links found last time are kept/),
    ]);
  });

  test("an unreachable YouTube is a warning that never names the API key", async () => {
    spotify = await startFakeSpotify();
    const warnings: string[] = [];
    const source = createSpotifyEpisodeSource({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      showId: SHOW_ID,
      youtube: { apiKey: API_KEY, channelId: CHANNEL_ID },
      apiBase: spotify.url,
      accountsBase: spotify.url,
      youtubeApiBase: "http://127.0.0.1:1",
      onWarning: (message) => warnings.push(message),
    });
    expect(await source.fetchEpisodes(AbortSignal.timeout(5_000))).toHaveLength(6);
    expect(warnings).toEqual([expect.stringContaining("YouTube search request failed")]);
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
