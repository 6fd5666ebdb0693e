import { useSyncExternalStore } from "react";

/**
 * The site's one audio player (issue: listening on the site). A single HTML audio element, made in
 * the browser the first time an episode is played and kept by this module, not by a component:
 * moving between pages re-renders the layout but never touches it, so the audio plays on. The
 * player bar, the episode page's play and resume buttons, the chapters and the transcript all read
 * this one state and call these functions.
 */

export type AudioEpisode = {
  id: string;
  name: string;
  /** An http(s) address of the audio file; anything else is refused. */
  audioUrl: string;
  artwork: string | null;
  /** From the feed, shown until the file says its own. */
  durationSeconds: number | null;
};

export type PlayerStatus = "idle" | "loading" | "playing" | "paused" | "error";

export type AudioPlayerState = {
  episode: AudioEpisode | null;
  status: PlayerStatus;
  positionSeconds: number;
  durationSeconds: number | null;
  rate: number;
};

/** The speeds the player offers (issue: 0.75–2×). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;
const RATE_STORAGE_KEY = "playerRate";

/** What the player tells whoever keeps the listening progress (the history, `player-progress.ts`). */
export type ProgressListener = (
  episode: AudioEpisode,
  progress: { positionSeconds: number; durationSeconds: number | null; ended: boolean },
) => void;

const idle: AudioPlayerState = {
  episode: null,
  status: "idle",
  positionSeconds: 0,
  durationSeconds: null,
  rate: 1,
};
let state: AudioPlayerState = idle;
let audio: HTMLAudioElement | null = null;
const listeners = new Set<() => void>();
const progressListeners = new Set<ProgressListener>();

function set(next: Partial<AudioPlayerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Whether an address may be the audio's source: the feed is untrusted input. */
export function isPlayableAddress(address: string): boolean {
  try {
    const url = new URL(address, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function storedRate(): number {
  try {
    const rate = Number(window.localStorage.getItem(RATE_STORAGE_KEY));
    return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : 1;
  } catch {
    return 1;
  }
}

function reportProgress(ended = false) {
  if (!audio || !state.episode) return;
  const progress = { positionSeconds: audio.currentTime, durationSeconds: knownDuration(audio), ended };
  for (const listener of progressListeners) listener(state.episode, progress);
}

function knownDuration(element: HTMLAudioElement): number | null {
  return Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null;
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  const made = new Audio();
  made.preload = "metadata";
  const sync = () =>
    set({
      positionSeconds: made.currentTime,
      durationSeconds: knownDuration(made) ?? state.episode?.durationSeconds ?? null,
    });
  made.addEventListener("timeupdate", sync);
  made.addEventListener("durationchange", sync);
  made.addEventListener("loadedmetadata", sync);
  made.addEventListener("playing", () => set({ status: "playing" }));
  made.addEventListener("waiting", () => set({ status: "loading" }));
  made.addEventListener("pause", () => {
    set({ status: "paused" });
    reportProgress();
  });
  made.addEventListener("ended", () => {
    set({ status: "paused" });
    reportProgress(true);
  });
  made.addEventListener("error", () => {
    if (made.getAttribute("src")) set({ status: "error" });
  });
  made.addEventListener("ratechange", () => set({ rate: made.playbackRate }));
  // The place is kept at least every 5 s while playing, and when the page is left or hidden.
  window.setInterval(() => {
    if (!made.paused) reportProgress();
  }, 5_000);
  window.addEventListener("pagehide", () => reportProgress());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") reportProgress();
  });
  audio = made;
  return made;
}

/**
 * Plays the episode from `startAt` seconds (or its start), or carries on with it when it is the
 * one already loaded (then seeking to `startAt` when given). Answers false when its address is not
 * one the player plays.
 */
export function playEpisode(episode: AudioEpisode, { startAt }: { startAt?: number } = {}): boolean {
  if (!isPlayableAddress(episode.audioUrl)) return false;
  const player = element();
  if (state.episode?.id !== episode.id) {
    if (state.episode) reportProgress();
    player.src = episode.audioUrl;
    player.playbackRate = storedRate();
    player.defaultPlaybackRate = player.playbackRate;
    set({
      episode,
      status: "loading",
      positionSeconds: startAt ?? 0,
      durationSeconds: episode.durationSeconds,
      rate: player.playbackRate,
    });
  }
  if (startAt !== undefined) player.currentTime = startAt;
  void player.play().catch((error: unknown) => {
    // A browser that refuses to start audio without a press (or a page being left) is not a failure.
    if ((error as Error).name === "NotAllowedError" || (error as Error).name === "AbortError")
      set({ status: "paused" });
    else set({ status: "error" });
  });
  return true;
}

function resume(player: HTMLAudioElement): void {
  void player.play().catch(() => set({ status: "paused" }));
}

export function togglePlay(): void {
  if (!audio || !state.episode) return;
  if (audio.paused) resume(audio);
  else audio.pause();
}

export function pause(): void {
  audio?.pause();
}

/** Moves to `seconds`, within the episode. */
export function seekTo(seconds: number): void {
  if (!audio || !state.episode || !Number.isFinite(seconds)) return;
  const end = knownDuration(audio) ?? state.durationSeconds ?? Number.POSITIVE_INFINITY;
  audio.currentTime = Math.min(Math.max(0, seconds), end);
  set({ positionSeconds: audio.currentTime });
}

/** Moves the loaded episode to `seconds` and plays on from there. */
export function playLoadedFrom(seconds: number): void {
  if (!audio || !state.episode) return;
  seekTo(seconds);
  if (audio.paused) resume(audio);
}

export function skip(seconds: number): void {
  if (audio) seekTo(audio.currentTime + seconds);
}

export function setRate(rate: number): void {
  if (!(PLAYBACK_RATES as readonly number[]).includes(rate)) return;
  try {
    window.localStorage.setItem(RATE_STORAGE_KEY, String(rate));
  } catch {
    // Storage blocked: the speed holds for this page only.
  }
  if (audio) {
    audio.playbackRate = rate;
    audio.defaultPlaybackRate = rate;
  }
  set({ rate });
}

/** Stops and unloads the episode, keeping its place. */
export function closePlayer(): void {
  if (!audio) return;
  reportProgress();
  audio.pause();
  audio.removeAttribute("src");
  audio.load();
  set({ ...idle, rate: state.rate });
}

/** Tells `listener` the place of the playing episode every few seconds, on pause and on leaving. */
export function onProgress(listener: ProgressListener): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's state; idle on the server and while the page hydrates. */
export function useAudioPlayer(): AudioPlayerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );
}
