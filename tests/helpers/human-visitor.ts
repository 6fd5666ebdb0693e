import type { Page } from "@playwright/test";

/**
 * The landing page sends crawlers and automated browsers on to /home (SPEC §2), and Playwright's
 * Chromium reports navigator.webdriver = true. A test that needs to stay on / makes the page see a
 * person's browser; the projects' user agent is already an ordinary desktop Chrome's.
 */
export async function actAsHumanVisitor(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
  );
}
