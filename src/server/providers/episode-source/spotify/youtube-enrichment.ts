import { z } from "zod";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { decodeEntities } from "#shared/html-entities.ts";
import { fetchUpstream, parseJson, UpstreamError } from "#server/providers/http/upstream-fetch.ts";

/**
 * Optional YouTube Data API enrichment of Spotify episodes: the videos of the channel's uploads
 * playlist are matched to episodes by episode number, then by title, giving each matched episode
 * its video link and thumbnail. Reading the uploads playlist costs 1 quota unit per page of 50
 * (a search cost 100); when to read it is youtube-video-list.ts's concern.
 */

export type YouTubeSettings = { apiKey: string; channelId: string };
export type YouTubeVideo = { videoId: string; title: string; thumbnail: string | null };

type YouTubeDeps = { apiBase: string; signal: AbortSignal; fetch?: typeof fetch };

/** A refused call, with the API's machine-readable reason ("quotaExceeded", "playlistNotFound"). */
export class YouTubeApiError extends UpstreamError {
  constructor(
    message: string,
    status: number,
    readonly reason: string | null,
  ) {
    super(message, status);
    this.name = "YouTubeApiError";
  }
}

/** The project's daily quota is spent: every call fails until it resets at midnight Pacific time. */
export function isDailyQuotaError(error: unknown): boolean {
  return (
    error instanceof YouTubeApiError &&
    (error.reason === "quotaExceeded" || error.reason === "dailyLimitExceeded")
  );
}

const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

async function getYouTube(
  endpoint: "channels" | "playlistItems",
  params: Record<string, string>,
  settings: YouTubeSettings,
  deps: YouTubeDeps,
): Promise<unknown> {
  const query = new URLSearchParams({ ...params, key: settings.apiKey });
  const response = await fetchUpstream({
    service: `YouTube ${endpoint}.list`,
    url: `${deps.apiBase}/youtube/v3/${endpoint}?${query}`,
    headers: { accept: "application/json" },
    signal: deps.signal,
    fetch: deps.fetch,
    secrets: [settings.apiKey],
  });
  if (!response.ok) {
    const reason = youtubeReason(response.body);
    throw new YouTubeApiError(
      `YouTube ${endpoint}.list answered ${response.status}${reason ? ` (${reason})` : ""}`,
      response.status,
      reason,
    );
  }
  return parseJson(response.body);
}

const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }),
      }),
    )
    .optional(),
});

/** The id of the channel's uploads playlist: channels.list, 1 unit. */
export async function fetchUploadsPlaylistId(settings: YouTubeSettings, deps: YouTubeDeps): Promise<string> {
  const answer = channelListSchema.safeParse(
    await getYouTube("channels", { part: "contentDetails", id: settings.channelId }, settings, deps),
  );
  if (!answer.success) throw new UpstreamError("YouTube channels.list answer is not a list of channels");
  // An unknown channel is no error to the API: the list just comes back without items.
  const [channel] = answer.data.items ?? [];
  if (!channel)
    throw new UpstreamError(`YouTube has no channel with the id ${settings.channelId} (YOUTUBE_CHANNEL_ID)`);
  const uploads = channel.contentDetails.relatedPlaylists.uploads;
  if (!uploads || !PLAYLIST_ID.test(uploads))
    throw new UpstreamError("YouTube channels.list names no uploads playlist for the channel");
  return uploads;
}

const thumbnailSchema = z.object({ url: z.string() }).optional();
const playlistPageSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        thumbnails: z
          .object({ default: thumbnailSchema, medium: thumbnailSchema, high: thumbnailSchema })
          .default({}),
        resourceId: z.object({ videoId: z.string().optional() }).optional(),
      }),
      contentDetails: z.object({ videoId: z.string().optional() }).optional(),
    }),
  ),
});

/** A private or deleted upload keeps its place in the playlist under one of these titles, without thumbnails. */
const HIDDEN_VIDEO_TITLES = new Set(["Private video", "Deleted video"]);

/**
 * The playlist's videos, newest upload first, following nextPageToken for at most `maxPages`
 * pages of 50 (1 unit each). `complete` is false when the cap left pages unread.
 */
export async function fetchPlaylistVideos(
  playlistId: string,
  settings: YouTubeSettings,
  deps: YouTubeDeps & { maxPages: number },
): Promise<{ videos: YouTubeVideo[]; complete: boolean }> {
  const videos: YouTubeVideo[] = [];
  let pageToken: string | undefined;
  for (let pages = 0; pages < deps.maxPages; pages++) {
    const params: Record<string, string> = { part: "snippet,contentDetails", playlistId, maxResults: "50" };
    if (pageToken) params.pageToken = pageToken;
    const page = playlistPageSchema.safeParse(await getYouTube("playlistItems", params, settings, deps));
    if (!page.success) throw new UpstreamError("YouTube playlistItems.list answer is not a list of videos");
    for (const { snippet, contentDetails } of page.data.items) {
      const videoId = contentDetails?.videoId ?? snippet.resourceId?.videoId;
      if (!videoId || !VIDEO_ID.test(videoId)) continue;
      const { high, medium, default: small } = snippet.thumbnails;
      const thumbnail = (high ?? medium ?? small)?.url ?? null;
      if (HIDDEN_VIDEO_TITLES.has(snippet.title) && thumbnail === null) continue;
      // The API HTML-escapes titles ("Doesn&#39;t").
      videos.push({ videoId, title: decodeEntities(snippet.title), thumbnail });
    }
    pageToken = page.data.items.length > 0 ? page.data.nextPageToken : undefined;
    if (!pageToken) return { videos, complete: true };
  }
  return { videos, complete: false };
}

/** The API's machine-readable reason ("quotaExceeded", "keyInvalid"); never its free text. */
function youtubeReason(body: string): string | null {
  const reason = (parseJson(body) as { error?: { errors?: { reason?: unknown }[] } } | null)?.error
    ?.errors?.[0]?.reason;
  return typeof reason === "string" && /^[A-Za-z]{1,40}$/.test(reason) ? reason : null;
}

const STOP_WORDS = new Set([
  "the",
  "a",
  "an",
  "and",
  "of",
  "to",
  "for",
  "with",
  "in",
  "on",
  "at",
  "is",
  "how",
]);

/** Lower-case words of a title without its episode marker, punctuation, accents or stop words. */
function titleWords(title: string): Set<string> {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/(?<![a-z])(?:episode|ep\.?)\s*#?\s*\d+/g, " ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return new Set(words);
}

/**
 * How alike two titles are, 0 to 1. YouTube titles often add the guest or the show's name
 * ("… | The Thriving Path Podcast"), so a title whose words all appear in the other counts as
 * alike when it has at least three of them.
 */
export function titleSimilarity(a: string, b: string): number {
  const left = titleWords(a);
  const right = titleWords(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  if (shared === 0) return 0;
  const dice = (2 * shared) / (left.size + right.size);
  const contained = shared >= 3 ? shared / Math.min(left.size, right.size) : 0;
  return Math.max(dice, contained * 0.95);
}

const TITLE_MATCH_THRESHOLD = 0.6;

/**
 * Gives episodes their videos: first by equal 'Episode N' numbers, then by title similarity for the
 * rest, best pairs first. A video goes to one episode at most, and an episode and a video that carry
 * different numbers never match.
 */
export function matchVideosToEpisodes(episodes: Episode[], videos: YouTubeVideo[]): Episode[] {
  const videoFor = new Map<number, YouTubeVideo>();
  const used = new Set<string>();
  const numberOf = (title: string) => {
    const n = episodeNumber(title);
    return n !== null && n > 0 ? n : null;
  };

  episodes.forEach((episode, index) => {
    const n = numberOf(episode.name);
    if (n === null) return;
    const candidates = videos.filter((v) => !used.has(v.videoId) && numberOf(v.title) === n);
    const best = candidates.sort(
      (x, y) => titleSimilarity(episode.name, y.title) - titleSimilarity(episode.name, x.title),
    )[0];
    if (best) {
      videoFor.set(index, best);
      used.add(best.videoId);
    }
  });

  const pairs: { index: number; video: YouTubeVideo; score: number }[] = [];
  episodes.forEach((episode, index) => {
    if (videoFor.has(index)) return;
    const n = numberOf(episode.name);
    for (const video of videos) {
      if (used.has(video.videoId)) continue;
      const m = numberOf(video.title);
      if (n !== null && m !== null && n !== m) continue;
      const score = titleSimilarity(episode.name, video.title);
      if (score >= TITLE_MATCH_THRESHOLD) pairs.push({ index, video, score });
    }
  });
  for (const { index, video } of pairs.sort((x, y) => y.score - x.score)) {
    if (videoFor.has(index) || used.has(video.videoId)) continue;
    videoFor.set(index, video);
    used.add(video.videoId);
  }

  return episodes.map((episode, index) => {
    const video = videoFor.get(index);
    if (!video) return episode;
    return {
      ...episode,
      youtubeUrl: `https://www.youtube.com/watch?v=${video.videoId}`,
      youtubeThumbnail: video.thumbnail ?? episode.youtubeThumbnail,
    };
  });
}
