import { adminList, notification, openPage, uniqueSuffix } from "#tests/helpers/payment-journeys.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import { expect, test, type APIRequestContext, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { brand } from "#shared/content/brand.ts";
import { paymentSuccessToast } from "#app/content/coaching.ts";
import { schedulingLinks } from "#server/features/payments/scheduling-links.ts";
import { cardFormCopy } from "#app/content/payments.ts";
import { paymentMessages } from "#shared/content/payment-messages.ts";
import type { CoachingPayment } from "#shared/admin/business-data.ts";
import { paymentReturnPaths } from "#shared/payments/payment-requests.ts";
import { paymentIntentEvent, stripeSignature, TEST_STRIPE_KEYS } from "#tests/stand-ins/stripe-stand-in.ts";
import {
  releaseStripeJs,
  serveStripeJs,
  setStripeJsOutcome,
  stripeJsState,
  type StripeJsOutcome,
} from "#tests/stand-ins/stripe-js-stand-in.ts";

// The card form a site configured for Stripe shows (SPEC §7 card payment provider): the
// configured server's intents are created at the Stripe API stand-in, and the page gets a
// stand-in for Stripe.js, which the offline suite cannot fetch. What is checked is the site's
// side: the key and client secret it hands Stripe.js, what it confirms with, and how it shows
// each answer. The webhook then makes the payment Completed for the owner, as Stripe's would.

const programName = brand.coaching.programName;

/** Opens the purchase dialog and takes step 1, so the Stripe form is on the new intent. */
async function startPurchase(page: Page, client: { name: string; email: string }) {
  const main = await openPage(page, "/coaching");
  await main.getByRole("button", { name: "I'm Ready to Thrive" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Join ${programName}` });
  await dialog.getByLabel("Full name").fill(client.name);
  await dialog.getByLabel("Email").fill(client.email);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  return dialog;
}

/** Takes step 1 as `name` and presses Pay, with Stripe.js set to answer the confirm with `outcome`. */
async function payWithOutcome(page: Page, name: string, outcome: StripeJsOutcome) {
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  const dialog = await startPurchase(page, { name, email: `stripe-${slug}-${uniqueSuffix()}@example.com` });
  await setStripeJsOutcome(page, outcome);
  await dialog.getByRole("button", { name: "Pay $2,800" }).click();
  return dialog;
}

/** Stripe's signed webhook for the intent, posted as Stripe posts it. */
async function sendWebhook(request: APIRequestContext, type: string, intentId: string) {
  const body = paymentIntentEvent(type, { id: intentId, amount: brand.coaching.priceCents });
  const response = await request.post("/api/webhooks/stripe", {
    headers: {
      "content-type": "application/json",
      "stripe-signature": stripeSignature(body, TEST_STRIPE_KEYS.webhookSecret),
    },
    data: body,
  });
  expect(response.status()).toBe(200);
}

const intentIdOf = (clientSecret: string | undefined) => clientSecret?.split("_secret_")[0] ?? "";

test.describe("Card payments through Stripe (SPEC §7, decision 007)", () => {
  test("a client pays through Stripe's Payment Element; the webhook makes the purchase Completed for the owner @configured", async ({
    page,
    request,
  }) => {
    const stripeJs = await serveStripeJs(page, { holdReady: true });
    const email = `stripe-client-${uniqueSuffix()}@example.com`;
    const dialog = await startPurchase(page, { name: "Robin Stripe", email });

    // Stripe.js is fetched with the dialog, for the configured publishable key and the new intent.
    await expect(dialog.getByText("Card details (Stripe.js stand-in)")).toBeVisible();
    expect(stripeJs.requested()).toEqual(["https://js.stripe.com/endive/stripe.js"]);
    const loaded = await stripeJsState(page);
    expect(loaded.publishableKey).toBe(TEST_STRIPE_KEYS.publishableKey);
    expect(loaded.elementsOptions?.clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/);
    expect(loaded.paymentElementOptions).toEqual([{ layout: "tabs", readOnly: false }]);
    await expect(dialog.getByText(cardFormCopy.stripe.secureNote)).toBeVisible();
    // No sandbox in Stripe mode: no test-mode label, no test-card buttons.
    await expect(dialog.getByText("Test mode — no real money is charged.")).toHaveCount(0);

    // The pay button waits for the Payment Element to be ready.
    const pay = dialog.getByRole("button", { name: "Pay $2,800" });
    await expect(pay).toBeDisabled();
    await expect(dialog.getByRole("status").filter({ hasText: cardFormCopy.loading })).toBeVisible();
    await releaseStripeJs(page, "ready");
    await expect(pay).toBeEnabled();
    await expectNoAxeViolations(page, '[role="dialog"]');

    await pay.click();
    await expect(dialog).toBeHidden();
    await expect(notification(page)).toContainText("Payment Successful!");
    // The stand-in's intent is not paid (only Stripe.js's stand-in said so), and the webhook has not
    // come: the server gives no scheduling link yet, and the toast says it is on its way.
    const schedule = notification(page).getByRole("link", { name: "Schedule your first session" });
    await expect(notification(page)).toContainText(paymentSuccessToast.scheduleLoading);
    await expect(schedule).toHaveCount(0);

    const { confirmations, elementsOptions } = await stripeJsState(page);
    expect(confirmations).toEqual([
      {
        confirmParams: {
          return_url: new URL(paymentReturnPaths.coaching, page.url()).href,
          payment_method_data: { billing_details: { name: "Robin Stripe", email } },
        },
        redirect: "if_required",
        withTheMountedElements: true,
      },
    ]);

    // The browser's word changes nothing: the owner sees Pending until Stripe's webhook arrives.
    const intentId = intentIdOf(elementsOptions?.clientSecret);
    const purchase = async () =>
      (await adminList<CoachingPayment>(request, "/api/admin/coaching-purchases")).find(
        (row) => row.clientEmail === email,
      );
    expect(await purchase()).toMatchObject({
      clientName: "Robin Stripe",
      status: "pending",
      amount: brand.coaching.priceCents,
    });
    await sendWebhook(request, "payment_intent.succeeded", intentId);
    expect(await purchase()).toMatchObject({ status: "succeeded" });
    // The toast asks again while the payment settles: once Stripe's word is in, the link shows.
    await expect(schedule).toHaveAttribute("href", schedulingLinks.blueprint, { timeout: 20_000 });
  });

  test("while Stripe confirms, the form is locked and the Payment Element read-only; a decline shows Stripe's message and unlocks it @configured", async ({
    page,
  }) => {
    await serveStripeJs(page, { holdConfirmations: true });
    const dialog = await startPurchase(page, {
      name: "Dana Declined",
      email: `stripe-dana-${uniqueSuffix()}@example.com`,
    });
    const pay = dialog.getByRole("button", { name: "Pay $2,800" });
    await expect(pay).toBeEnabled();
    await setStripeJsOutcome(page, "declined");

    await pay.click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
    await expect(dialog.locator("form")).toHaveAttribute("aria-busy", "true");
    await expect
      .poll(async () => (await stripeJsState(page)).paymentElementOptions.at(-1))
      .toMatchObject({ readOnly: true });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();

    await releaseStripeJs(page, "confirmation");
    await expect(notification(page)).toContainText("Payment Failed");
    await expect(notification(page)).toContainText("Your card was declined.");
    await expect(notification(page)).toHaveAttribute("data-variant", "destructive");
    await expect(dialog).toBeVisible();
    await expect(pay).toBeEnabled();
    await expect
      .poll(async () => (await stripeJsState(page)).paymentElementOptions.at(-1))
      .toMatchObject({ readOnly: false });
  });

  test("a confirm Stripe refuses because the intent was paid already counts as paid; one canceled already says to start again @configured", async ({
    page,
  }) => {
    await serveStripeJs(page);
    let dialog = await payWithOutcome(page, "Paid Twice", "paid-already");
    await expect(dialog).toBeHidden();
    await expect(notification(page)).toContainText("Payment Successful!");

    dialog = await payWithOutcome(page, "Left Open", "canceled-already");
    await expect(dialog).toBeHidden();
    await expect(notification(page)).toContainText("Payment Failed");
    await expect(notification(page)).not.toContainText("Payment Successful!");
  });

  test("a bank debit that waits on micro-deposits tells the client or donor to verify the account, not that the payment failed or succeeded @configured", async ({
    page,
  }) => {
    await serveStripeJs(page);
    const dialog = await payWithOutcome(page, "Bea Bank", "verify-bank");
    await expect(dialog).toBeHidden();
    await expect(notification(page)).toContainText(paymentMessages.verifyBankTitle);
    await expect(notification(page)).toContainText(paymentMessages.verifyBank);
    await expect(notification(page)).toHaveAttribute("data-variant", "default");
    await expect(notification(page)).not.toContainText("Payment Successful!");

    // A donation: no thank-you yet, since nothing is given until the account is verified.
    const main = await openPage(page, "/support");
    await main.getByRole("button", { name: "Donate $25" }).click();
    const donation = page.getByRole("dialog", { name: "Donate $25" });
    const give = donation.getByRole("button", { name: "Donate $25" });
    await expect(give).toBeEnabled();
    await setStripeJsOutcome(page, "verify-bank");
    await give.click();
    await expect(donation).toBeHidden();
    await expect(notification(page)).toContainText(paymentMessages.verifyBank);
    await expect(page.getByRole("dialog", { name: "Thank You for Your Support!" })).toHaveCount(0);
  });

  test("details Stripe marks get no toast; a failure that is not the payer's reads the intent back: paid is paid, unpaid is SPEC §8's unexpected error @configured", async ({
    page,
  }) => {
    await serveStripeJs(page);
    const dialog = await startPurchase(page, {
      name: "Lou Lost",
      email: `stripe-lost-${uniqueSuffix()}@example.com`,
    });
    const pay = dialog.getByRole("button", { name: "Pay $2,800" });

    // Stripe.js itself failed and the intent is unpaid: the unexpected error, the form stays.
    await setStripeJsOutcome(page, "stripe-js-failure", "requires_payment_method");
    await pay.click();
    await expect(notification(page)).toContainText("Error");
    await expect(notification(page)).toContainText(paymentMessages.unexpected);
    await expect(pay).toBeEnabled();
    await notification(page).getByRole("button", { name: "Close notification", includeHidden: true }).click();
    await expect(notification(page)).toHaveCount(0);

    // An incomplete card number: the Payment Element says so next to the field. (The toast code is
    // loaded by now, so a toast would show as soon as the form unlocks.)
    await setStripeJsOutcome(page, "incomplete");
    await pay.click();
    await expect.poll(async () => (await stripeJsState(page)).confirmations.length).toBe(2);
    await expect(pay).toBeEnabled();
    await expect(notification(page)).toHaveCount(0);

    // The connection dropped after the card was charged: the intent says it was paid.
    await setStripeJsOutcome(page, "connection-lost", "succeeded");
    await pay.click();
    await expect(dialog).toBeHidden();
    await expect(notification(page)).toContainText("Payment Successful!");
  });

  test("a donor gives through Stripe: the optional name and email travel as billing details and the thank-you shows @configured", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await serveStripeJs(page);
    const main = await openPage(page, "/support");
    await main.getByRole("button", { name: "Donate $25" }).click();
    const dialog = page.getByRole("dialog", { name: "Donate $25" });
    const give = dialog.getByRole("button", { name: "Donate $25" });
    await expect(give).toBeEnabled();

    await dialog.getByLabel("Name (optional)").fill("Sam Stripe");
    await dialog.getByLabel("Email (optional)").fill("sam.stripe@example.com");
    await give.click();
    await expect(page.getByRole("dialog", { name: "Thank You for Your Support!" })).toBeVisible();

    const { confirmations } = await stripeJsState(page);
    expect(confirmations).toMatchObject([
      {
        confirmParams: {
          return_url: new URL(paymentReturnPaths.donation(2500), page.url()).href,
          payment_method_data: { billing_details: { name: "Sam Stripe", email: "sam.stripe@example.com" } },
        },
      },
    ]);
  });

  test("when Stripe.js cannot be fetched, or its Payment Element cannot load, the dialog says so instead of a dead form @configured", async ({
    page,
  }) => {
    const stripeJs = await serveStripeJs(page, { unreachable: true });
    let dialog = await startPurchase(page, {
      name: "Offline Olive",
      email: `stripe-offline-${uniqueSuffix()}@example.com`,
    });
    await expect(dialog.getByRole("alert")).toHaveText(cardFormCopy.stripe.unavailable);
    expect(stripeJs.requested().length).toBeGreaterThan(0);
    await expect(dialog.getByRole("button", { name: "Pay $2,800" })).toHaveCount(0);

    await page.unrouteAll();
    await serveStripeJs(page, { failToLoadElement: true });
    dialog = await startPurchase(page, {
      name: "Element Eli",
      email: `stripe-element-${uniqueSuffix()}@example.com`,
    });
    await expect(dialog.getByRole("alert")).toHaveText(cardFormCopy.stripe.unavailable);
  });
});

test("a client back from Stripe's redirect (3-D Secure) gets the scheduling link for their paid intent, from the server @configured", async ({
  page,
  request,
}) => {
  const intent = await request.post("/api/create-coaching-intent", {
    data: {
      amount: brand.coaching.priceCents / 100,
      clientName: "Sam Redirect",
      clientEmail: `stripe-redirect-${uniqueSuffix()}@example.com`,
    },
  });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const intentId = intentIdOf(clientSecret);
  await sendWebhook(request, "payment_intent.succeeded", intentId);

  const back = new URLSearchParams({
    payment: "success",
    payment_intent: intentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: "succeeded",
  });
  await openPage(page, `/coaching?${back}`);
  await expect(notification(page)).toContainText("Payment Successful!");
  await expect(notification(page).getByRole("link", { name: "Schedule your first session" })).toHaveAttribute(
    "href",
    schedulingLinks.blueprint,
  );
});

test("with Stripe and Kit connected the dashboard shows no setup notice @configured", async ({ page }) => {
  expect(
    (await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } })).status(),
  ).toBe(200);
  await openPage(page, "/admin");
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Payments are in test mode" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Sign-ups are not e-mailed yet" })).toHaveCount(0);
});
