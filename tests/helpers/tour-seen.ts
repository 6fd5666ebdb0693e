import { TOUR_SEEN_KEY } from "#app/features/tour/tour-storage.ts";

/**
 * Browser storage in which the guided tour has been seen. Every Playwright project starts from it
 * (playwright.config.ts), so the first-visit tour (SPEC §4) never covers /home in tests about
 * something else; tests/e2e/tour.spec.ts opts out to see the tour as a first-time visitor does.
 */
export function tourSeenStorageState(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: TOUR_SEEN_KEY, value: "true" }] }],
  };
}

/** A first-time visitor's browser: nothing stored (for `test.use({ storageState: ... })`). */
export const firstVisitStorageState = { cookies: [], origins: [] };
