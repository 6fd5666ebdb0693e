import {
  pause,
  playEpisode,
  seekTo,
  skip,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  type AudioEpisode,
  type AudioPlayerState,
} from "./audio-player.ts";

/**
 * The Media Session API: the playing episode on the lock screen and in the system's media controls,
 * and the hardware keys (play/pause, seek) working on the site's player. Browsers without it
 * ignore all this.
 */
export function showInMediaSession(state: AudioPlayerState, showName: string): void {
  if (typeof navigator === "undefined" || !("mediaSession" in navigator)) return;
  const session = navigator.mediaSession;
  const episode = state.episode;
  if (!episode) {
    session.metadata = null;
    session.playbackState = "none";
    return;
  }
  if (session.metadata?.title !== episode.name) {
    session.metadata = new MediaMetadata({
      title: episode.name,
      artist: showName,
      album: showName,
      artwork: episode.artwork ? [{ src: new URL(episode.artwork, window.location.href).href }] : [],
    });
    connectActions(episode);
  }
  session.playbackState = state.status === "playing" ? "playing" : "paused";
  if (state.durationSeconds !== null && state.positionSeconds <= state.durationSeconds) {
    try {
      session.setPositionState({
        duration: state.durationSeconds,
        position: state.positionSeconds,
        playbackRate: state.rate,
      });
    } catch {
      // A position the browser rejects (rounding at the very end) only leaves the lock screen's bar as it was.
    }
  }
}

function connectActions(episode: AudioEpisode) {
  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => playEpisode(episode)],
    ["pause", () => pause()],
    ["seekbackward", (details) => skip(-(details.seekOffset ?? SKIP_BACK_SECONDS))],
    ["seekforward", (details) => skip(details.seekOffset ?? SKIP_FORWARD_SECONDS)],
    ["seekto", (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
  ];
  for (const [action, handler] of actions) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
}
