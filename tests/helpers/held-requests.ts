import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

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

/**
 * Follows `link` while the next page's data is held (SPEC §2 loading skeletons): the skeleton
 * shows from the top of the page with `loadingHeading`, passes axe, and gives way to the page
 * headed `pageHeading` once the data is released.
 */
export async function expectSkeletonUntilDataArrives(
  page: Page,
  link: Locator,
  data: { release: () => void; held: () => number },
  headings: { loading: string; page: string },
): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const skeleton = page.getByRole("main").getByRole("status");
  await expect(skeleton).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.loading);
  await expectNoAxeViolations(page);

  data.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.page);
  await expect(skeleton).toHaveCount(0);
  expect(data.held()).toBe(1);
}

/**
 * Holds the page's own scripts (the built `/assets/*.js` modules) until `release()`: the page is
 * then as a visitor on a slow connection has it, server-rendered and usable, not yet interactive.
 * Open the page with `waitUntil: "commit"`, as its load waits for those scripts.
 */
export async function holdPageScripts(page: Page): Promise<{ release: () => Promise<void>; held: () => number }> {
  const scripts = await holdRequests(page, /\/assets\/[^/?]+\.js(\?|$)/);
  return {
    held: scripts.held,
    release: async () => {
      expect(scripts.held(), "the page asked for its scripts while they were held").toBeGreaterThan(0);
      scripts.release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    },
  };
}
