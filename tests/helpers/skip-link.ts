import { expect, type Page } from "./test.ts";

/** SPEC §2: the skip link is the page's first Tab stop, shows when focused, and moves focus to the main content. */
export async function expectSkipLinkFirstAndWorking(page: Page) {
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
}
