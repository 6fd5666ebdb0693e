import { useCallback } from "react";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { gridCategory } from "#shared/episodes/categories.ts";
import { episodeArtwork } from "#shared/episodes/episode-card.ts";
import { useRewardActions } from "#app/lib/rewards-context.ts";
import { episodeUnavailableToast } from "#app/content/episode-lists.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { addListen, listeningHistoryEntry } from "./listening-history.ts";
import { resumePosition } from "#shared/episodes/history.ts";
import { playEpisode } from "#app/features/player/index.ts";

export type PlayableEpisode = Pick<Episode, "id" | "name" | "spotifyUrl" | "thumbnail" | "youtubeThumbnail"> &
  Partial<Pick<Episode, "audioUrl" | "durationSeconds">>;

/** A press of the same episode's play this soon after the last is the same play (a double click). */
const SAME_PLAY_MS = 1000;
let lastPlay = { id: "", at: 0 };

/**
 * SPEC §4 Episode play: the history gets the episode on top and the play counts for the rewards
 * (SPEC §7 trackEpisodeListened). An episode with audio then plays here, in the site's player,
 * from where the visitor left it (or `startAt`); one without audio opens its streaming page in a
 * new tab; one with neither only shows the 'Episode not available' toast and earns nothing.
 */
export function usePlayEpisode() {
  const recordPlay = useRecordPlay();
  return useCallback(
    (episode: PlayableEpisode, { startAt }: { startAt?: number } = {}) => {
      if (episode.audioUrl) {
        const resumeAt = startAt ?? resumePosition(listeningHistoryEntry(episode.id)) ?? undefined;
        if (!recordPlay(episode)) return;
        playEpisode(
          {
            id: episode.id,
            name: episode.name,
            audioUrl: episode.audioUrl,
            artwork: episodeArtwork(episode),
            durationSeconds: episode.durationSeconds ?? null,
          },
          { startAt: resumeAt },
        );
        return;
      }
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
