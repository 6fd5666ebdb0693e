/**
 * Minutes on the site (SPEC §4 Rewards persistence): elapsed time is added in whole minutes when
 * the page is hidden or left, or when the tracker stops; the part of a minute left over is carried
 * to the next count rather than lost. Time while the page is hidden (another tab, a phone's lock
 * screen, the back-forward cache) is not time on the site.
 */
export type EngagementClock = {
  /** When the current visible stretch began; null while the page is hidden. */
  since: number | null;
  /** Milliseconds counted but not yet a whole minute. */
  carriedMs: number;
};

const MINUTE_MS = 60_000;

export function startClock(now: number): EngagementClock {
  return { since: now, carriedMs: 0 };
}

/** Stops the clock; answers the whole minutes to add and keeps the rest. */
export function pauseClock(clock: EngagementClock, now: number): { clock: EngagementClock; minutes: number } {
  if (clock.since === null) return { clock, minutes: 0 };
  const elapsed = clock.carriedMs + Math.max(0, now - clock.since);
  const minutes = Math.floor(elapsed / MINUTE_MS);
  return { clock: { since: null, carriedMs: elapsed - minutes * MINUTE_MS }, minutes };
}

export function resumeClock(clock: EngagementClock, now: number): EngagementClock {
  return clock.since === null ? { ...clock, since: now } : clock;
}
