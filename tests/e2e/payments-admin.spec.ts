import { expect as baseExpect, test, type APIRequestContext, type Page } from "#tests/helpers/test.ts";
import { sandboxTestCards } from "#shared/payments/sandbox-card.ts";
import { TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";

// The owner sees each payment with the provider's verdict (SPEC §2 Admin; DESIGN: Payment data
// flow). Payments are made through the public API with the sandbox provider, exactly the calls
// the purchase and donation dialogs make; the dashboard is then read as the owner reads it.

const expect = baseExpect.configure({ timeout: 10_000 });
const [goodCard, declinedCard] = sandboxTestCards;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pay(
  request: APIRequestContext,
  intentUrl: string,
  body: object,
  card: string,
  billing: object = {},
) {
  const intent = await request.post(intentUrl, { data: body });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post("/api/payments/sandbox/confirm", {
    data: { clientSecret, card: { number: card, expiry: "12 / 34", cvc: "123" }, billing },
  });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as { status: string; paymentIntentId: string };
}

async function openDashboardTab(page: Page, tab: string) {
  expect(
    (await page.request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } })).status(),
  ).toBe(200);
  await page.goto("/admin");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("tab", { name: tab }).click({ timeout: 20_000 });
  return page.getByRole("tabpanel");
}

test("a paid coaching purchase shows as Completed and a declined one as Pending in the owner's Coaching tab", async ({
  page,
}) => {
  const paidName = `Paid Client ${unique()}`;
  const declinedName = `Declined Client ${unique()}`;
  const paid = await pay(
    page.request,
    "/api/create-coaching-intent",
    { amount: 2800, clientName: paidName, clientEmail: "paid@example.com" },
    goodCard.number,
  );
  expect(paid.status).toBe("succeeded");
  const declined = await pay(
    page.request,
    "/api/create-coaching-intent",
    { amount: 2800, clientName: declinedName, clientEmail: "declined@example.com" },
    declinedCard.number,
  );
  expect(declined.status).toBe("failed");

  const panel = await openDashboardTab(page, "Coaching");
  const paidRow = panel.getByRole("listitem").filter({ hasText: paidName });
  await expect(paidRow).toContainText("Completed");
  await expect(paidRow).toContainText("$2,800");
  await expect(paidRow).toContainText(paid.paymentIntentId.slice(-8));
  await expect(paidRow.getByRole("link", { name: /Contact/ })).toBeVisible();
  const declinedRow = panel.getByRole("listitem").filter({ hasText: declinedName });
  await expect(declinedRow).toContainText("Pending");
  await expect(declinedRow.getByRole("link", { name: /Contact/ })).toHaveCount(0);
});

test("with no e-mail service connected the dashboard says sign-ups are not e-mailed, and what to do", async ({
  page,
}) => {
  await openDashboardTab(page, "Audience");
  const notice = page.getByRole("region", { name: "Sign-ups are not e-mailed yet" });
  await expect(notice).toContainText("nobody is sent a welcome e-mail or the free guide");
  await expect(notice).toContainText("Download the list as CSV");
  await expect(notice).toContainText("connect Kit");
});

test("without SMTP settings the dashboard says the owner is not e-mailed about new business, and what to set", async ({
  page,
}) => {
  await openDashboardTab(page, "Overview");
  const notice = page.getByRole("region", { name: "You are not e-mailed about new business" });
  await expect(notice).toContainText("a coaching program is paid, a donation comes in or someone writes");
  await expect(notice).toContainText("SMTP_HOST, SMTP_FROM and OWNER_EMAIL");
});

test("sandbox payments are marked Test, left out of the totals, and the dashboard says payments are in test mode", async ({
  page,
}) => {
  const name = `Test Client ${unique()}`;
  const paid = await pay(
    page.request,
    "/api/create-coaching-intent",
    { amount: 2800, clientName: name, clientEmail: "test@example.com" },
    goodCard.number,
  );
  expect(paid.status).toBe("succeeded");

  const panel = await openDashboardTab(page, "Coaching");
  const notice = page.getByRole("region", { name: "Payments are in test mode" });
  await expect(notice).toContainText("test cards only, and no money moves");
  const row = panel.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Test", { exact: true })).toBeVisible();
  await expect(row).toContainText("Completed");

  // Every payment on this site went through the sandbox: no money has come in.
  await page.getByRole("tab", { name: "Overview" }).click();
  const revenue = page
    .getByRole("tabpanel")
    .getByRole("list", { name: "Business totals" })
    .getByRole("listitem")
    .filter({ hasText: "Coaching Revenue" });
  await expect(revenue).toContainText("$0");
  await expect(revenue).toContainText("0 clients");
  const recent = page
    .getByRole("tabpanel")
    .getByRole("region", { name: "Recent Coaching Purchases" })
    .getByRole("listitem")
    .first();
  await expect(recent.getByText("Test", { exact: true })).toBeVisible();
});

test("a donation with the donor's name appears in the owner's Podcast Donations with its tier", async ({
  page,
}) => {
  const donor = `Donor ${unique()}`;
  const result = await pay(page.request, "/api/create-donation-intent", { amount: 25 }, goodCard.number, {
    name: donor,
    email: "donor@example.com",
  });
  expect(result.status).toBe("succeeded");

  const panel = await openDashboardTab(page, "Support");
  const row = panel.getByRole("listitem").filter({ hasText: donor });
  await expect(row).toContainText("donor@example.com");
  await expect(row).toContainText("$25");
  await expect(row).toContainText("Journey Champion");
  await expect(row).not.toContainText("Pending");
});
