import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until `release()` is called, then lets them through to the server:
 * for checking what a page shows while something is on its way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await released;
    await route.fallback();
  });
  return { release, held: () => held };
}
