import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the page (root.tsx sets the marker). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Outbound windows (Spotify, share popups) open nothing: the calls are only counted. */
export async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { openCalls: string[] }).openCalls = calls;
    window.open = (url?: string | URL) => {
      calls.push(String(url ?? ""));
      return null;
    };
  });
}

/** The parameters of each analytics event of this name queued on the page (SPEC §7). */
export async function analyticsEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((eventName) => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return queue
      .map((entry) => Array.from(entry))
      .filter(([command, event]) => command === "event" && event === eventName)
      .map(([, , params]) => (params ?? {}) as Record<string, unknown>);
  }, name);
}
