/** An hour in milliseconds: how often the server's background jobs run. */
export const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` now and then every `everyMs` until the answered function stops it. The timer never
 * keeps the process alive; a failed run is the task's own to report.
 */
export function repeatEvery(everyMs: number, task: () => Promise<unknown>): () => void {
  void task();
  const timer = setInterval(() => void task(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
