import type { Page } from "@playwright/test";

/** A promise the test settles when it chooses: `held` waits until `release()` is called. */
export function holdUntilReleased(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/**
 * Holds every request to `url` until `release()` is called, then lets them through to the server:
 * for checking what a page shows while something is on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; held: () => number }> {
  const { held, release } = holdUntilReleased();
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.fallback();
  });
  return { release, held: () => count };
}
