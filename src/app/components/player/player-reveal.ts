/**
 * Lets the guided tour bring up the floating player for its "podcast player" step (SPEC §4 Guided
 * tour): the player otherwise waits for 500 px of scroll, and a tour step cannot point at a hidden bar.
 */
export const PLAYER_REVEAL_EVENT = "floating-player:reveal";

/** Shows (true) or releases (false) the player; the bar is in place when this returns. */
export function revealFloatingPlayer(shown: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(PLAYER_REVEAL_EVENT, { detail: shown }));
}
