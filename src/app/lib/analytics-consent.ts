import { useSyncExternalStore } from "react";

/**
 * The visitor's answer to "may we use Google Analytics?" (decision 010). Kept in this browser;
 * until it is "granted", gtag.js is never loaded and nothing is sent to Google.
 */
export type AnalyticsConsent = "granted" | "denied";

export const ANALYTICS_CONSENT_KEY = "analytics-consent";

const listeners = new Set<() => void>();
/** The answer for this page when storage is blocked (it then lasts until the page is left). */
let unsaved: AnalyticsConsent | null = null;

export function readAnalyticsConsent(): AnalyticsConsent | null {
  try {
    const saved = window.localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return saved === "granted" || saved === "denied" ? saved : unsaved;
  } catch {
    return unsaved;
  }
}

/** Records the answer (null asks again) and tells every listener. */
export function setAnalyticsConsent(answer: AnalyticsConsent | null): void {
  unsaved = answer;
  try {
    if (answer) window.localStorage.setItem(ANALYTICS_CONSENT_KEY, answer);
    else window.localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  } catch (error) {
    console.warn("The analytics choice could not be saved in this browser", error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer, "unknown" while rendering on the server and hydrating (storage is browser-only). */
export function useAnalyticsConsent(): AnalyticsConsent | null | "unknown" {
  return useSyncExternalStore(subscribe, readAnalyticsConsent, () => "unknown");
}
