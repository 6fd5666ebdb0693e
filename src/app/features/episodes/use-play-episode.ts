import { useCallback } from "react";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { gridCategory } from "#shared/episodes/categories.ts";
import { episodeArtwork } from "#shared/episodes/episode-card.ts";
import { useRewardActions } from "#app/lib/rewards-context.ts";
import { episodeUnavailableToast } from "#app/content/episode-lists.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { addListen } from "./listening-history.ts";

export type PlayableEpisode = Pick<Episode, "id" | "name" | "spotifyUrl" | "thumbnail" | "youtubeThumbnail">;

/** A press of the same episode's play this soon after the last is the same play (a double click). */
const SAME_PLAY_MS = 1000;
let lastPlay = { id: "", at: 0 };

/**
 * SPEC §4 Episode play: the history gets the episode on top, the play counts for the rewards
 * (SPEC §7 trackEpisodeListened) and its streaming page opens in a new tab; an episode without a
 * Spotify link only shows the 'Episode not available' toast and earns nothing.
 */
export function usePlayEpisode() {
  const recordPlay = useRecordPlay();
  return useCallback(
    (episode: PlayableEpisode) => {
      if (!episode.spotifyUrl) {
        toast(episodeUnavailableToast);
        return;
      }
      if (recordPlay(episode)) window.open(episode.spotifyUrl, "_blank", "noopener,noreferrer");
    },
    [recordPlay],
  );
}

/**
 * The play's record without the opening, for a link to the streaming page that opens it itself
 * (`PlayEpisodeLink`): true for a new play, false for the second press of a double click, which
 * must not open a second tab.
 */
export function useRecordPlay() {
  const { trackEpisodeListened } = useRewardActions();
  return useCallback(
    (episode: PlayableEpisode): boolean => {
      // One tab and one listen for a double click; a later press is a new play.
      const now = Date.now();
      if (episode.id === lastPlay.id && now - lastPlay.at < SAME_PLAY_MS) return false;
      lastPlay = { id: episode.id, at: now };
      addListen({
        id: episode.id,
        name: episode.name,
        thumbnail: episodeArtwork(episode),
        category: gridCategory(episode.name),
      });
      trackEpisodeListened();
      return true;
    },
    [trackEpisodeListened],
  );
}
