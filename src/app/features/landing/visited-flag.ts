import { brand } from "#shared/content/brand.ts";

/**
 * SPEC §3 visited flag: a browser storage key named after the brand, set to the text 'true' once
 * the visitor has signed up for the guide or skipped it. Storage can be blocked (private mode,
 * strict settings): then the visitor simply counts as new, and nothing breaks.
 */
export function markVisited(): void {
  try {
    window.localStorage.setItem(brand.visitedFlagKey, "true");
  } catch {
    // The visitor still goes on; they will see the landing page again next time.
  }
}

export function hasVisited(): boolean {
  try {
    return window.localStorage.getItem(brand.visitedFlagKey) === "true";
  } catch {
    return false;
  }
}
