/** The player feature: what routes and other features may import from it. */
export { FloatingPlayerSlot, loadFloatingPlayer } from "./floating-player-slot.tsx";
export { revealFloatingPlayer } from "./player-reveal.ts";
export { AudioPlayerBar } from "./audio-player-bar.tsx";
export { onProgress, playEpisode, playLoadedFrom, seekTo, useAudioPlayer } from "./audio-player.ts";
export type { AudioEpisode } from "./audio-player.ts";
