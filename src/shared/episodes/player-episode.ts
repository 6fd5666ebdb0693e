import { episodeArtwork } from "./episode-card.ts";
import type { z } from "#shared/zod.ts";
import type { Episode, playerEpisodeSchema } from "./episode-schema.ts";

/**
 * The slim episode the floating player (SPEC §4) shows and plays: GET /api/player/episodes sends
 * the whole catalog in this form when the player is first wanted, so no page carries the list in
 * its HTML. Its `thumbnail` is the artwork every list shows: the video thumbnail when there is one
 * (SPEC §3). Defined by the route's response schema, imported as a type only (the player's bundle
 * does not load zod for it).
 */
export type PlayerEpisode = z.output<typeof playerEpisodeSchema>;

export function toPlayerEpisode(episode: Episode): PlayerEpisode {
  return {
    id: episode.id,
    name: episode.name,
    thumbnail: episodeArtwork(episode),
    spotifyUrl: episode.spotifyUrl,
    ...(episode.audioUrl
      ? { audioUrl: episode.audioUrl, durationSeconds: episode.durationSeconds ?? null }
      : {}),
  };
}
