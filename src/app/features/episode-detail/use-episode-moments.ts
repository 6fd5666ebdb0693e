import { useCallback } from "react";
import { usePlayEpisode, type PlayableEpisode } from "#app/features/episodes/index.ts";
import { playLoadedFrom, useAudioPlayer } from "#app/features/player/index.ts";

/**
 * This episode in the site's player, for the parts of its page that follow it (the chapters and
 * the transcript): where it is (null while another episode or none is loaded), and a way to play
 * it from a moment. The loaded episode moves there; otherwise it starts there, as a play.
 */
export function useEpisodeMoments(episode: PlayableEpisode) {
  const player = useAudioPlayer();
  const play = usePlayEpisode();
  const loaded = player.episode?.id === episode.id;
  const playFrom = useCallback(
    (seconds: number) => (loaded ? playLoadedFrom(seconds) : play(episode, { startAt: seconds })),
    [loaded, play, episode],
  );
  return {
    position: loaded ? player.positionSeconds : null,
    playing: loaded && (player.status === "playing" || player.status === "loading"),
    playFrom,
  };
}
