/** The player feature: what routes and other features may import from it. */
export { FloatingPlayerSlot, loadFloatingPlayer } from "./floating-player-slot.tsx";
export { revealFloatingPlayer } from "./player-reveal.ts";
