import { z } from "zod";
import type { Episode } from "../../../../shared/episodes/episode-schema.ts";
import { episodeNumber } from "../../../../shared/episodes/episode-number.ts";
import { decodeEntities } from "../../../../shared/html-entities.ts";
import { fetchUpstream, parseJson, UpstreamError } from "../../http/upstream-fetch.ts";

/**
 * Optional YouTube Data API enrichment of Spotify episodes: the channel's latest videos are matched
 * to episodes by episode number, then by title, giving each matched episode its video link and
 * thumbnail.
 */

export type YouTubeSettings = { apiKey: string; channelId: string };
export type YouTubeVideo = { videoId: string; title: string; thumbnail: string | null };

const thumbnailSchema = z.object({ url: z.string() }).optional();
const searchAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.object({ kind: z.string().optional(), videoId: z.string().optional() }),
      snippet: z.object({
        title: z.string(),
        thumbnails: z
          .object({ default: thumbnailSchema, medium: thumbnailSchema, high: thumbnailSchema })
          .default({}),
      }),
    }),
  ),
});

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** One search call (100 quota units) returns the channel's 50 newest videos. */
export async function fetchChannelVideos(
  settings: YouTubeSettings,
  deps: { apiBase: string; signal: AbortSignal; fetch?: typeof fetch },
): Promise<YouTubeVideo[]> {
  const query = new URLSearchParams({
    part: "snippet",
    channelId: settings.channelId,
    maxResults: "50",
    order: "date",
    type: "video",
    key: settings.apiKey,
  });
  const response = await fetchUpstream({
    service: "YouTube search",
    url: `${deps.apiBase}/youtube/v3/search?${query}`,
    headers: { accept: "application/json" },
    signal: deps.signal,
    fetch: deps.fetch,
    secrets: [settings.apiKey],
  });
  if (!response.ok) {
    throw new UpstreamError(
      `YouTube search answered ${response.status}${youtubeReason(response.body)}`,
      response.status,
    );
  }
  const answer = searchAnswerSchema.safeParse(parseJson(response.body));
  if (!answer.success)
    throw new UpstreamError("YouTube search answer is not a list of videos", response.status);
  return answer.data.items.flatMap(({ id, snippet }) => {
    if (!id.videoId || !VIDEO_ID.test(id.videoId)) return [];
    const { high, medium, default: small } = snippet.thumbnails;
    // The API HTML-escapes titles ("Doesn&#39;t").
    const title = decodeEntities(snippet.title);
    return [{ videoId: id.videoId, title, thumbnail: (high ?? medium ?? small)?.url ?? null }];
  });
}

/** The API's machine-readable reason ("quotaExceeded", "keyInvalid"); never its free text. */
function youtubeReason(body: string): string {
  const reason = (parseJson(body) as { error?: { errors?: { reason?: unknown }[] } } | null)?.error
    ?.errors?.[0]?.reason;
  return typeof reason === "string" && /^[A-Za-z]{1,40}$/.test(reason) ? ` (${reason})` : "";
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
