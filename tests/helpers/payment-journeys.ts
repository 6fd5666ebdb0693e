import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_ADMIN_PASSWORD } from "./admin-login.ts";

/** The payment journeys' shared steps (tests/e2e/payments.spec.ts, stripe-payments.spec.ts). */

/** Opens a page, checks it answered 200 and waits for hydration; answers its main content. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page.locator("main");
}

/**
 * The toast on screen. While a modal dialog is open the rest of the page is hidden from
 * assistive technology (Radix announces the toast separately), so this also finds it then.
 */
export const notification = (page: Page) =>
  page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });

/** A suffix that keeps each test's names and addresses apart on the shared test server. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** An owner's list, read with a fresh owner session. */
export async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const login = await request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}
