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
