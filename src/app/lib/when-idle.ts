/**
 * Work nobody asked for on arrival (the first-visit tour, the rewards rules) waits for the page's
 * own: hydration, the first effects and paint (decision 022).
 */

/** The longest an idle callback waits: a page that never goes idle still gets the work done. */
export const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari), the work runs this long after being asked for. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** Runs `work` once the browser is idle (at most IDLE_TIMEOUT_MS later); answers a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
