import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import {
  paymentIntentEvent,
  startStripeStandIn,
  stripeSignature,
  TEST_STRIPE_KEYS,
  type StripeStandIn,
} from "#tests/stand-ins/stripe-stand-in.ts";
import { brand } from "#shared/content/brand.ts";
import { eq } from "drizzle-orm";
import { coachingPayments, donations } from "#server/db/schema.ts";
import { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";

/** The API with real Stripe code, talking to a local server in Stripe's shapes (no internet). */
describe.each(testDatabaseKinds)("payments through Stripe on %s", (kind) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const gateway = new StripeGateway({ ...TEST_STRIPE_KEYS, api: stripe.api, timeoutMs: 1000 });
    t = await createTestApp(kind, { paymentGateway: gateway });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  async function coachingIntentId(): Promise<string> {
    const res = await post("/api/create-coaching-intent", {
      amount: 5,
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
  }

  async function donationIntentId(amount: number): Promise<string> {
    const res = await post("/api/create-donation-intent", { amount });
    expect(res.statusCode).toBe(200);
    return (res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
  }

  /** Posts an event as Stripe does: raw JSON bytes and their signature. */
  function deliver(
    body: string,
    signature: string | null = stripeSignature(body, TEST_STRIPE_KEYS.webhookSecret),
  ) {
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: body,
      headers: {
        "content-type": "application/json; charset=utf-8",
        ...(signature && { "stripe-signature": signature }),
      },
    });
  }

  const eqIntent = (intentId: string) => eq(coachingPayments.stripePaymentIntentId, intentId);
  const coachingStatus = async (intentId: string) =>
    (await t.database.db.select().from(coachingPayments)).find(
      (row) => row.stripePaymentIntentId === intentId,
    )?.status;
  const donationRow = async (intentId: string) =>
    (await t.database.db.select().from(donations)).find((row) => row.stripePaymentIntentId === intentId);

  test("the coaching intent asks Stripe for the program price in USD and stores a pending record (SPEC §7)", async () => {
    const intentId = await coachingIntentId();
    const created = stripe.requests.filter((r) => r.path === "/v1/payment_intents").at(-1);
    expect(created?.authorization).toBe(`Bearer ${TEST_STRIPE_KEYS.secretKey}`);
    expect(created?.body).toMatchObject({
      amount: String(brand.coaching.priceCents),
      currency: "usd",
      receipt_email: "ada@example.com",
      metadata: { purpose: "coaching" },
    });
    expect(intentId).toMatch(/^pi_/);
    expect(await coachingStatus(intentId)).toBe("pending");
  });

  test("payment_intent.succeeded marks the record succeeded; the same event again changes nothing", async () => {
    const intentId = await coachingIntentId();
    const event = paymentIntentEvent("payment_intent.succeeded", {
      id: intentId,
      amount: brand.coaching.priceCents,
    });
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const [before] = await t.database.db.select().from(coachingPayments).where(eqIntent(intentId));
    expect(before?.status).toBe("succeeded");

    expect((await deliver(event)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(coachingPayments).where(eqIntent(intentId));
    expect(after).toEqual(before);
  });

  test("events out of order: a late payment_failed or canceled never un-pays a succeeded payment", async () => {
    const intentId = await coachingIntentId();
    await deliver(paymentIntentEvent("payment_intent.succeeded", { id: intentId }));
    await deliver(paymentIntentEvent("payment_intent.payment_failed", { id: intentId }));
    await deliver(paymentIntentEvent("payment_intent.canceled", { id: intentId }));
    expect(await coachingStatus(intentId)).toBe("succeeded");
  });

  test("a failed attempt is recorded, and a later success with another card wins", async () => {
    const intentId = await coachingIntentId();
    await deliver(paymentIntentEvent("payment_intent.payment_failed", { id: intentId }));
    expect(await coachingStatus(intentId)).toBe("failed");
    await deliver(paymentIntentEvent("payment_intent.succeeded", { id: intentId }));
    expect(await coachingStatus(intentId)).toBe("succeeded");
  });

  test("payment_intent.canceled marks a pending record canceled", async () => {
    const intentId = await coachingIntentId();
    await deliver(paymentIntentEvent("payment_intent.canceled", { id: intentId }));
    expect(await coachingStatus(intentId)).toBe("canceled");
  });

  test("a donation's succeeded event records the donor's billing name and e-mail from the payment method (SPEC §5, §7)", async () => {
    const intentId = await donationIntentId(25);
    stripe.paymentMethods.set("pm_donor", { name: "Grace Hopper", email: "grace@navy.example" });
    await deliver(
      paymentIntentEvent("payment_intent.succeeded", {
        id: intentId,
        amount: 2500,
        payment_method: "pm_donor",
      }),
    );
    expect(await donationRow(intentId)).toMatchObject({
      status: "succeeded",
      amount: 2500,
      tier: "Journey Champion",
      donorName: "Grace Hopper",
      donorEmail: "grace@navy.example",
    });
  });

  test("while Stripe cannot give the payment method, the event is answered 503 and recorded in full when sent again", async () => {
    const intentId = await donationIntentId(25);
    stripe.paymentMethods.set("pm_later", { name: "Katherine Johnson", email: "katherine@nasa.example" });
    const event = paymentIntentEvent("payment_intent.succeeded", {
      id: intentId,
      amount: 2500,
      payment_method: "pm_later",
    });
    stripe.mode = "server-error";
    const refused = await deliver(event).finally(() => (stripe.mode = "ok"));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: "payment_provider_unavailable",
      message: "Stripe could not be reached. Send the event again later.",
    });
    expect(await donationRow(intentId)).toMatchObject({
      status: "pending",
      donorName: null,
      donorEmail: null,
    });

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await donationRow(intentId)).toMatchObject({
      status: "succeeded",
      donorName: "Katherine Johnson",
      donorEmail: "katherine@nasa.example",
    });
  });

  test("a bad, missing or foreign signature is refused with 400 and changes nothing", async () => {
    const intentId = await coachingIntentId();
    const event = paymentIntentEvent("payment_intent.succeeded", { id: intentId });
    for (const signature of [null, "t=1,v1=deadbeef", stripeSignature(event, "whsec_SomeoneElsesSecret")]) {
      const res = await deliver(event, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "invalid_signature",
        message: "The Stripe-Signature header does not match this body.",
      });
    }
    const tampered = event.replace('"amount":2800', '"amount":1');
    expect((await deliver(tampered, stripeSignature(event, TEST_STRIPE_KEYS.webhookSecret))).statusCode).toBe(
      400,
    );
    expect(await coachingStatus(intentId)).toBe("pending");
  });

  test("an event type the site does not use is acknowledged and ignored", async () => {
    const intentId = await coachingIntentId();
    const res = await deliver(paymentIntentEvent("payment_intent.created", { id: intentId }));
    expect(res.statusCode).toBe(200);
    expect(await coachingStatus(intentId)).toBe("pending");
    expect(
      (
        await deliver(
          JSON.stringify({ id: "evt_1", object: "event", type: "customer.created", data: { object: {} } }),
        )
      ).statusCode,
    ).toBe(200);
  });

  test("an event for an intent this site did not create is acknowledged without touching any record", async () => {
    const rowsBefore = await t.database.db.select().from(coachingPayments);
    const res = await deliver(
      paymentIntentEvent("payment_intent.succeeded", { id: "pi_NotFromThisSite000000000" }),
    );
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(coachingPayments)).toEqual(rowsBefore);
  });

  test("other JSON endpoints still parse JSON while the webhook reads raw bytes", async () => {
    const res = await post("/api/create-donation-intent", { amount: 10 });
    expect(res.statusCode).toBe(200);
  });

  test("Stripe failing or unreachable: 503 with the spec's message and no record (SPEC §8)", async () => {
    const before = (await t.database.db.select().from(donations)).length;
    for (const mode of ["server-error", "malformed", "slow"] as const) {
      stripe.mode = mode;
      const res = await post("/api/create-donation-intent", { amount: 10 });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: "payment_provider_unavailable",
        message: "Failed to initialize payment. Please try again.",
      });
      expect(res.body).not.toContain(TEST_STRIPE_KEYS.secretKey);
    }
    stripe.mode = "ok";
    expect((await t.database.db.select().from(donations)).length).toBe(before);
  });

  test("there is no sandbox confirm while Stripe is configured", async () => {
    const res = await post("/api/payments/sandbox/confirm", {
      clientSecret: "x",
      card: { number: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("Stripe unreachable", () => {
  test("an intent request answers 503 and stores nothing", async () => {
    const gateway = new StripeGateway({
      ...TEST_STRIPE_KEYS,
      api: { host: "127.0.0.1", port: 9, protocol: "http" },
      timeoutMs: 1000,
    });
    const t = await createTestApp("pglite", { paymentGateway: gateway });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/create-coaching-intent",
        payload: { amount: 2800, clientName: "Ada", clientEmail: "ada@example.com" },
      });
      expect(res.statusCode).toBe(503);
      expect(await t.database.db.select().from(coachingPayments)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
