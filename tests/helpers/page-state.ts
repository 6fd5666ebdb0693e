import { expect, type Page } from "@playwright/test";

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

/** Every gtag command queued on the page's dataLayer, as [command, ...arguments] (SPEC §7). */
export async function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

/** The parameters of each analytics event of this name queued on the page (SPEC §7). */
export async function analyticsEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await gtagCommands(page))
    .filter(([command, event]) => command === "event" && event === name)
    .map(([, , params]) => (params ?? {}) as Record<string, unknown>);
}

/** Nothing on the page is wider than the window: it does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A move within the site, as a link would make it: React Router's own navigation, no page load. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
}
