import {
  CAROUSEL_DOT_COUNT,
  FEATURED_DESCRIPTION_LIMIT,
  GRID_DESCRIPTION_LIMIT,
  GRID_EPISODE_COUNT,
} from "./constants.ts";
import type { Episode } from "./episode-schema.ts";
import { cutText, stripHtml } from "./text.ts";

/**
 * What the episode lists of SPEC §2 (Home's featured episode, the carousel and the grid) need of an
 * episode: its description already reduced to text and cut, so a page's loader sends a few hundred
 * characters per episode instead of the source's HTML show notes.
 */
export type EpisodeCard = Pick<
  Episode,
  "id" | "name" | "releaseDate" | "thumbnail" | "youtubeThumbnail" | "spotifyUrl" | "youtubeUrl"
> &
  Partial<Pick<Episode, "audioUrl" | "durationSeconds">> & {
    /** Featured episode and carousel: HTML stripped, cut at 200 characters plus '...' (SPEC §2, §9). */
    summary: string;
  };

// The featured episode and the carousel share one cut; if the spec ever splits them, so must the card.
const SUMMARY_LIMIT = FEATURED_DESCRIPTION_LIMIT;

export function toEpisodeCard(episode: Episode): EpisodeCard {
  const text = stripHtml(episode.description);
  return {
    id: episode.id,
    name: episode.name,
    releaseDate: episode.releaseDate,
    thumbnail: episode.thumbnail,
    youtubeThumbnail: episode.youtubeThumbnail,
    spotifyUrl: episode.spotifyUrl,
    youtubeUrl: episode.youtubeUrl,
    // Only episodes with audio carry it, so pages of episodes without any stay as light as before.
    ...(episode.audioUrl
      ? { audioUrl: episode.audioUrl, durationSeconds: episode.durationSeconds ?? null }
      : {}),
    summary: cutText(text, SUMMARY_LIMIT),
  };
}

/**
 * Grid: HTML stripped, cut at 120 characters plus '...' (SPEC §2, §9). Cut from the summary, which
 * holds the description's first 200 characters, so the card need not carry a second copy.
 */
export function gridSummary(card: Pick<EpisodeCard, "summary">): string {
  return cutText(card.summary, GRID_DESCRIPTION_LIMIT);
}

/**
 * The cards the episode lists show, newest first: enough for the carousel (first 5) and the grid
 * (first 6, or `gridCount` when the All Episodes tab shows more); the featured episode is the first.
 */
export function episodeListCards(
  episodes: readonly Episode[],
  gridCount = GRID_EPISODE_COUNT,
): EpisodeCard[] {
  return episodes.slice(0, Math.max(gridCount, CAROUSEL_DOT_COUNT)).map(toEpisodeCard);
}

/** SPEC §3: the video platform's thumbnail is preferred over the general one. */
export function episodeArtwork(episode: Pick<Episode, "thumbnail" | "youtubeThumbnail">): string | null {
  return episode.youtubeThumbnail ?? episode.thumbnail;
}
