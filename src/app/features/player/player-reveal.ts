/**
 * Lets the guided tour bring up the floating player for its "podcast player" step (SPEC §4 Guided
 * tour): the player otherwise waits for 500 px of scroll, and a tour step cannot point at a hidden bar.
 */
import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

/** Whether the tour holds the player up. */
let revealed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows (true) or releases (false) the player. Once its code has loaded (`loadFloatingPlayer`),
 * the bar is in place when this returns.
 */
export function revealFloatingPlayer(shown: boolean): void {
  if (revealed === shown) return;
  revealed = shown;
  // Synchronously, so the tour measures the bar where it now stands.
  flushSync(() => listeners.forEach((listener) => listener()));
}

/** Whether the tour holds the player up; never on the server. */
export function useFloatingPlayerRevealed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => revealed,
    () => false,
  );
}
