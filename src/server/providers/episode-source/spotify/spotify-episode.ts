import { z } from "zod";
import type { Episode } from "#shared/episodes/episode-schema.ts";

/** The parts of Spotify's "get show episodes" page and simplified episode object the site uses. */

export const spotifyEpisodePageSchema = z.object({
  // Spotify answers null in place of an episode that is unavailable in the market.
  items: z.array(z.unknown()),
  next: z.string().nullable().optional(),
});

export const spotifyEpisodeSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  name: z.string().min(1),
  description: z.string().default(""),
  html_description: z.string().optional(),
  release_date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
  images: z.array(z.object({ url: z.string() })).default([]),
  external_urls: z.object({ spotify: z.string().optional() }).default({}),
  duration_ms: z.number().nonnegative().optional(),
});
export type SpotifyEpisode = z.infer<typeof spotifyEpisodeSchema>;

/**
 * Spotify gives old episodes a year ("2019") or year-month ("2019-03") release date
 * (release_date_precision); the site's dates are whole days, so those become the first day.
 */
function normaliseReleaseDate(releaseDate: string): string {
  const [year, month = "01", day = "01"] = releaseDate.split("-");
  return `${year}-${month}-${day}`;
}

export function episodeFromSpotify(item: SpotifyEpisode): Episode {
  return {
    id: item.id,
    name: item.name.slice(0, 500),
    // html_description keeps the paragraphs, lists and timestamps the description parser reads.
    description: (item.html_description ?? item.description).slice(0, 100_000),
    releaseDate: normaliseReleaseDate(item.release_date),
    thumbnail: item.images[0]?.url ?? null,
    youtubeThumbnail: null,
    spotifyUrl: item.external_urls.spotify ?? `https://open.spotify.com/episode/${item.id}`,
    youtubeUrl: null,
    audioUrl: null,
    durationSeconds: item.duration_ms === undefined ? null : Math.round(item.duration_ms / 1000),
  };
}
