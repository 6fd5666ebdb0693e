import { episodeArtwork } from "./episode-card.ts";
import type { Episode } from "./episode-schema.ts";

/**
 * The slim episode the floating player (SPEC §4) shows and plays: GET /api/player/episodes sends
 * the whole catalog in this form when the player is first wanted, so no page carries the list in
 * its HTML.
 */
export type PlayerEpisode = Pick<Episode, "id" | "name" | "spotifyUrl"> & {
  /** The artwork every list shows: the video thumbnail when there is one (SPEC §3). */
  thumbnail: string | null;
};

export function toPlayerEpisode(episode: Episode): PlayerEpisode {
  return { id: episode.id, name: episode.name, thumbnail: episodeArtwork(episode), spotifyUrl: episode.spotifyUrl };
}
