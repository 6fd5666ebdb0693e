import { expect, test } from "#tests/helpers/test.ts";
import { freezeClock, runUntilVisible } from "#tests/helpers/frozen-clock.ts";
import { hydrated } from "#tests/helpers/page-state.ts";
import { paymentSuccessToast } from "#app/content/coaching.ts";
import { paymentMessages } from "#shared/content/payment-messages.ts";

// A card payment provider's return that says the payment failed raises a toast on its own
// (SPEC §2 Coaching, §7).
const toastPage = "/coaching?payment=success&payment_intent=pi_1&redirect_status=failed";

async function openWithToast(page: import("@playwright/test").Page) {
  await page.goto(toastPage);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const notification = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  // The toast region loads with the first toast; on a busy two-core machine that can take longer
  // than the default 5 s. These tests time the toast's life, not its arrival.
  await expect(notification).toBeVisible({ timeout: 15_000 });
  return notification;
}

test("a toast stays 5000 ms, then closes by itself (SPEC §9)", async ({ page }) => {
  // The page's time stands still, so however long the toast takes to arrive on a busy machine,
  // its 5000 ms start when it shows and pass only with runFor.
  await freezeClock(page);
  await page.goto(toastPage);
  await hydrated(page);
  const notification = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await runUntilVisible(page, notification);
  await page.clock.runFor(4_850);
  await expect(notification).toBeVisible();
  await page.clock.runFor(250);
  await expect(notification).toBeHidden();
});

test("the new client's welcome, with the link to book the first session, stays until it is closed (decision 011)", async ({
  page,
}) => {
  await freezeClock(page);
  // The server answers the link only for a paid payment (decision 017); here it says this one is.
  await page.route("**/api/payments/scheduling-link", (route) =>
    route.fulfill({ json: { schedulingLink: "https://calendar.example/first-session" } }),
  );
  await page.goto(
    "/coaching?payment=success&payment_intent=pi_toast&payment_intent_client_secret=pi_toast_secret_x",
  );
  await hydrated(page);
  const notification = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await runUntilVisible(page, notification);
  await expect(notification).toContainText(paymentSuccessToast.title);
  await page.clock.runFor(60_000);
  await expect(notification.getByRole("link", { name: paymentSuccessToast.scheduleLabel })).toHaveAttribute(
    "href",
    "https://calendar.example/first-session",
  );
  await notification.getByRole("button", { name: "Close notification" }).click();
  await expect(notification).toBeHidden();
});

test("the close button dismisses a toast (SPEC §8)", async ({ page }) => {
  const notification = await openWithToast(page);
  await notification.getByRole("button", { name: "Close notification" }).click();
  await expect(notification).toBeHidden();
});

test("F8 moves focus to the notification region (SPEC §9)", async ({ page }) => {
  await openWithToast(page);
  await page.keyboard.press("F8");
  const focusedInRegion = await page.evaluate(
    () => !!document.activeElement?.closest('[role="region"][aria-label^="Notifications"]'),
  );
  expect(focusedInRegion).toBe(true);
});

test("swiping a toast right past 50 px dismisses it, a shorter swipe does not (SPEC §9)", async ({
  page,
}) => {
  const notification = await openWithToast(page);
  const box = (await notification.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 30;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(notification).toBeVisible();

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 90, y, { steps: 8 });
  await page.mouse.up();
  await expect(notification).toBeHidden();
});

test("a toast whose code cannot be fetched still shows its message, as plain text, for 5000 ms", async ({
  page,
}) => {
  // A site redeployed under an open tab: the toast region's old file is gone.
  await page.route("**/assets/toast-list-*.js", (route) => route.abort());
  await freezeClock(page);
  const refused = page.waitForEvent("requestfailed", (request) => /toast-list-/.test(request.url()));
  await page.goto(toastPage);
  await hydrated(page);
  await refused;
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const message = page.getByRole("status", { name: "Notifications" });
  await runUntilVisible(page, message.getByText(paymentMessages.failedTitle));
  await expect(message).toContainText(paymentMessages.notCompleted);
  await page.clock.runFor(5_100);
  await expect(message).toBeEmpty();
});

test("a toast wraps long unbroken words inside it, and sits in the top half of the window @mobile", async ({
  page,
}) => {
  await page.goto("/home");
  await hydrated(page);
  const form = page.locator("#community-signup");
  const longName = "Z".repeat(60);
  await form.getByLabel(/first name/i).fill(longName);
  await form.getByLabel(/email/i).fill(`long-name-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Join the Community" }).click();
  const notification = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(notification).toContainText(longName, { timeout: 15_000 });

  const toast = (await notification.boundingBox())!;
  const description = notification.getByText(longName);
  const text = (await description.boundingBox())!;
  expect(text.x + text.width).toBeLessThanOrEqual(toast.x + toast.width);
  // Wrapped, not clipped: nothing of it lies beyond its own box.
  expect(await description.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(toast.x + toast.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(toast.y).toBeLessThan(page.viewportSize()!.height / 2);
});
