import { expect, type Locator, type Page } from "@playwright/test";

/** The page's time stands still (SPEC §9 timings are then exact): only clock.runFor moves it. */
export async function freezeClock(page: Page) {
  const start = new Date("2026-12-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Moves the frozen clock on in small steps until the locator shows. Lazily loaded code arrives
 * over the network and React reveals it on a timer of its own, so a frozen page would otherwise
 * never show it.
 */
export async function runUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass();
}

/**
 * Lets a frozen page go idle: what waits for an idle page (the rewards rules, the first-visit tour,
 * decision 022) is an idle callback, a timer of the frozen clock due at most 50 ms on.
 */
export async function runIdleCallbacks(page: Page) {
  await page.clock.runFor(50);
}
