import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import {
  appsClosedAfterEach,
  createTestApp,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import { brand } from "#shared/content/brand.ts";
import type { CoachingPayment, Donation } from "#shared/admin/business-data.ts";
import { donationAmountMessage } from "#shared/payments/payment-requests.ts";
import { sandboxTestCards, unknownSandboxCardMessage } from "#shared/payments/sandbox-card.ts";
import { coachingPayments, donations, sandboxPaymentIntents } from "#server/db/schema.ts";
import { paymentIntentRateLimit } from "./payment-routes.ts";

const [goodCard, declinedCard, insufficientFundsCard] = sandboxTestCards;
const card = (number: string) => ({ number, expiry: "12 / 34", cvc: "123" });
const client = { amount: 2800, clientName: "  Ada Lovelace ", clientEmail: " Ada@Example.COM " };

const post = (t: TestApp, url: string, payload: object, ip = "192.0.2.10") =>
  t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });

async function adminList<T>(t: TestApp, url: string): Promise<T[]> {
  const cookie = await adminCookie(t);
  return (await t.app.inject({ method: "GET", url, headers: { cookie } })).json() as T[];
}

describe.each(testDatabaseKinds)("payments with the sandbox provider on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const coachingIntent = async (payload: object = client) => {
    const res = await post(t, "/api/create-coaching-intent", payload);
    expect(res.statusCode).toBe(200);
    return (res.json() as { clientSecret: string }).clientSecret;
  };
  const confirm = (clientSecret: string, number: string, billing: object = {}) =>
    post(t, "/api/payments/sandbox/confirm", { clientSecret, card: card(number), billing });
  const paymentFor = async (clientSecret: string) =>
    (await adminList<CoachingPayment>(t, "/api/admin/coaching-purchases")).find((p) =>
      clientSecret.startsWith(`${p.stripePaymentIntentId}_secret_`),
    );

  test("a coaching intent charges the program price whatever the client sends, and starts pending (SPEC §7, §9)", async () => {
    const secret = await coachingIntent({ ...client, amount: 1 });
    expect(secret).toMatch(/^pi_sandbox_[0-9a-f]{24}_secret_[\w-]+$/);
    expect(await paymentFor(secret)).toMatchObject({
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
      amount: 280_000,
      status: "pending",
      program: brand.coaching.programName,
    });
  });

  test("the test card pays: the record becomes succeeded from the provider's confirm (SPEC §4)", async () => {
    const secret = await coachingIntent();
    const res = await confirm(secret, goodCard.number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "succeeded",
      paymentIntentId: expect.stringMatching(/^pi_sandbox_/),
    });
    expect((await paymentFor(secret))?.status).toBe("succeeded");
  });

  test("a declining card answers the provider's message and marks the record failed; another card may still pay", async () => {
    const secret = await coachingIntent();
    const declined = await confirm(secret, declinedCard.number);
    expect(declined.json()).toEqual({
      status: "failed",
      paymentIntentId: expect.any(String),
      message: "Your card was declined.",
    });
    expect((await paymentFor(secret))?.status).toBe("failed");

    expect((await confirm(secret, insufficientFundsCard.number)).json()).toMatchObject({
      message: "Your card has insufficient funds.",
    });
    expect((await confirm(secret, "4000 0566 5566 5556")).json()).toMatchObject({
      message: unknownSandboxCardMessage,
    });

    expect((await confirm(secret, goodCard.number)).json()).toMatchObject({ status: "succeeded" });
    expect((await paymentFor(secret))?.status).toBe("succeeded");
  });

  test("paying through a new checkout closes the client's earlier open ones; another client's stay open", async () => {
    const other = { ...client, clientName: "Grace Hopper", clientEmail: "grace@example.com" };
    const othersOpen = await coachingIntent(other);
    const closedAndReopened = await coachingIntent();
    const declinedFirst = await coachingIntent();
    await confirm(declinedFirst, declinedCard.number);
    const paid = await coachingIntent({ ...client, clientEmail: "ADA@example.com" });
    expect((await confirm(paid, goodCard.number)).json()).toMatchObject({ status: "succeeded" });

    expect((await paymentFor(closedAndReopened))?.status).toBe("canceled");
    expect((await paymentFor(declinedFirst))?.status).toBe("canceled");
    expect((await paymentFor(othersOpen))?.status).toBe("pending");
    // One of them paid after all (a tab left open): the payment is recorded over the cancel.
    expect((await confirm(closedAndReopened, goodCard.number)).json()).toMatchObject({ status: "succeeded" });
    expect((await paymentFor(closedAndReopened))?.status).toBe("succeeded");
    expect((await paymentFor(paid))?.status).toBe("succeeded");
  });

  test("a paid intent cannot be charged again: 409, and the record stays succeeded", async () => {
    const secret = await coachingIntent();
    await confirm(secret, goodCard.number);
    for (const number of [goodCard.number, declinedCard.number]) {
      const again = await confirm(secret, number);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: "payment_already_completed",
        message: "This payment has already been completed.",
      });
    }
    expect((await paymentFor(secret))?.status).toBe("succeeded");
  });

  test("incomplete card details answer 400 with Stripe's wording and change nothing", async () => {
    const secret = await coachingIntent();
    const cases: [object, string, string][] = [
      [
        { number: "4242 4242", expiry: "12 / 34", cvc: "123" },
        "card.number",
        "Your card number is incomplete.",
      ],
      [
        { number: "4242 4242 4242 4241", expiry: "12 / 34", cvc: "123" },
        "card.number",
        "Your card number is invalid.",
      ],
      [
        { number: goodCard.number, expiry: "12", cvc: "123" },
        "card.expiry",
        "Your card's expiration date is incomplete.",
      ],
      [
        { number: goodCard.number, expiry: "01 / 20", cvc: "123" },
        "card.expiry",
        "Your card's expiration year is in the past.",
      ],
      [
        { number: goodCard.number, expiry: "12 / 34", cvc: "1" },
        "card.cvc",
        "Your card's security code is incomplete.",
      ],
    ];
    for (const [details, field, message] of cases) {
      const res = await post(t, "/api/payments/sandbox/confirm", { clientSecret: secret, card: details });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "invalid_card", message, fields: { [field]: message } });
    }
    expect((await paymentFor(secret))?.status).toBe("pending");
  });

  test("an unknown or forged client secret answers 404", async () => {
    const secret = await coachingIntent();
    for (const forged of [
      "pi_sandbox_000000000000000000000000_secret_guess",
      `${secret}x`,
      secret.replace(/_secret_.*/, ""),
    ]) {
      const res = await confirm(forged, goodCard.number);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "payment_not_found" });
    }
  });

  test("only a hash of the client secret is stored", async () => {
    const secret = await coachingIntent();
    const rows = await t.database.db.select().from(sandboxPaymentIntents);
    expect(JSON.stringify(rows)).not.toContain(secret.split("_secret_")[1]);
  });

  test.each([
    [10, "Monthly Supporter"],
    [25, "Journey Champion"],
    [50, "Thriving Patron"],
  ])("a $%s donation is its tier, stored pending in cents (SPEC §3)", async (amount, tier) => {
    const res = await post(t, "/api/create-donation-intent", { amount });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(donations);
    const row = rows.find((r) =>
      (res.json() as { clientSecret: string }).clientSecret.startsWith(`${r.stripePaymentIntentId}_secret_`),
    );
    expect(row).toMatchObject({
      amount: amount * 100,
      tier,
      status: "pending",
      donorName: null,
      donorEmail: null,
    });
  });

  test("a custom donation within range is accepted without a tier", async () => {
    const res = await post(t, "/api/create-donation-intent", { amount: 17.5 });
    expect(res.statusCode).toBe(200);
    const donated = (await adminList<Donation>(t, "/api/donations")).find((d) => d.amount === 1750);
    expect(donated).toMatchObject({ tier: null, status: "pending" });
  });

  test("the donor's optional name and e-mail from the card form reach the owner's list; without them the donor stays anonymous (SPEC §5)", async () => {
    const named = (await post(t, "/api/create-donation-intent", { amount: 25 })).json() as {
      clientSecret: string;
    };
    await confirm(named.clientSecret, goodCard.number, {
      name: " Grace Hopper ",
      email: "Grace@Navy.example",
    });
    const anonymous = (await post(t, "/api/create-donation-intent", { amount: 50 })).json() as {
      clientSecret: string;
    };
    await confirm(anonymous.clientSecret, goodCard.number, { name: "", email: "" });

    const list = await adminList<Donation>(t, "/api/donations");
    expect(list.find((d) => d.donorName === "Grace Hopper")).toMatchObject({
      donorEmail: "grace@navy.example",
      amount: 2500,
      status: "succeeded",
    });
    expect(list.find((d) => d.amount === 5000 && d.status === "succeeded")).toMatchObject({
      donorName: null,
      donorEmail: null,
    });
  });

  test.each([
    ["no amount", {}],
    ["zero", { amount: 0 }],
    ["a negative amount", { amount: -25 }],
    ["too much", { amount: 10_001 }],
    ["fractions of a cent", { amount: 10.001 }],
    ["a string", { amount: "25" }],
    ["null", { amount: null }],
  ])("a donation of %s answers 400 with the allowed amounts and stores nothing", async (_name, payload) => {
    const before = (await t.database.db.select().from(donations)).length;
    const res = await post(t, "/api/create-donation-intent", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: { amount: donationAmountMessage } });
    expect((await t.database.db.select().from(donations)).length).toBe(before);
  });

  test.each([
    ["no name", { clientName: "" }, "clientName", "Name is required"],
    ["a one-letter name", { clientName: " A " }, "clientName", "Name must be at least 2 characters"],
    ["no email", { clientEmail: "" }, "clientEmail", "Email is required"],
    ["a bad email", { clientEmail: "ada@" }, "clientEmail", "Please enter a valid email address"],
    ["a huge name", { clientName: "A".repeat(121) }, "clientName", "Name must be at most 120 characters"],
  ])(
    "a coaching intent with %s answers 400 with the spec's message and stores nothing (SPEC §5)",
    async (_name, override, field, message) => {
      const before = (await t.database.db.select().from(coachingPayments)).length;
      const res = await post(t, "/api/create-coaching-intent", { ...client, ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_input", fields: { [field]: message } });
      expect((await t.database.db.select().from(coachingPayments)).length).toBe(before);
    },
  );
});

describe.each(testDatabaseKinds)("payment intent limits on %s", (kind) => {
  const start = appsClosedAfterEach();

  test("one address gets a limited number of intents an hour, then 429 with Retry-After; others are unaffected", async () => {
    const t = await start(kind);
    for (let i = 0; i < paymentIntentRateLimit.limit; i++) {
      expect((await post(t, "/api/create-donation-intent", { amount: 10 }, "198.51.100.7")).statusCode).toBe(
        200,
      );
    }
    const refused = await post(t, "/api/create-coaching-intent", client, "198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: "too_many_requests", message: paymentIntentRateLimit.message });
    expect((await post(t, "/api/create-coaching-intent", client, "198.51.100.8")).statusCode).toBe(200);
    expect(await t.database.db.select().from(coachingPayments)).toHaveLength(1);
  });

  test("there is no Stripe webhook while the sandbox provider is in use", async () => {
    const t = await start(kind);
    const res = await t.app.inject({ method: "POST", url: "/api/webhooks/stripe", payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
