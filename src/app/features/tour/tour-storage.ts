/** SPEC §4 Guided tour: the first-visit flag, kept in browser storage. */
export const TOUR_SEEN_KEY = "podcast-tour-completed";

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this browser has seen the tour. Where storage is blocked the answer is yes: a site that
 * cannot remember the tour must not show it on every visit.
 */
export function hasSeenTour(storage: FlagStorage | null = browserStorage()): boolean {
  try {
    return !storage || storage.getItem(TOUR_SEEN_KEY) === "true";
  } catch {
    return true;
  }
}

/** SPEC §4: the tour is marked complete when it ends, finished or closed. */
export function markTourSeen(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.setItem(TOUR_SEEN_KEY, "true");
  } catch {
    // Not remembered: the tour may show again on the next visit.
  }
}

/** SPEC §4: reset clears the flag, so the full tour starts again on the next visit to the home page. */
export function resetTour(storage: FlagStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(TOUR_SEEN_KEY);
  } catch {
    // Nothing to clear.
  }
}
