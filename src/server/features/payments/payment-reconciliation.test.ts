import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, test } from "vitest";
import { useStripeTestApp } from "#tests/helpers/stripe-test-app.ts";
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import { settleIntent, TEST_STRIPE_KEYS, type StripeStandIn } from "#tests/stand-ins/stripe-stand-in.ts";
import { coachingPayments, donations } from "#server/db/schema.ts";
import { PaymentGatewayUnavailableError } from "#server/providers/payments/payment-gateway.ts";
import { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import { reconcilePayments, startPaymentReconciliation } from "./payment-reconciliation.ts";

import { HOUR_MS } from "#server/lib/repeat-every.ts";

/** Catching up with Stripe when webhooks did not arrive: real Stripe code, a local stand-in, a real database. */
describe.each(testDatabaseKinds)("payment reconciliation with Stripe on %s", (kind) => {
  const suite = useStripeTestApp(kind);
  let stripe: StripeStandIn;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(() => {
    ({ stripe, gateway, t } = suite);
  });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const intentIdOf = (res: { json(): unknown }) =>
    (res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
  const coachingIntent = async (clientEmail = "ada@example.com") =>
    intentIdOf(
      await post("/api/create-coaching-intent", {
        amount: 2800,
        clientName: "Ada Lovelace",
        clientEmail,
      }),
    );
  const donationIntent = async (amount: number) =>
    intentIdOf(await post("/api/create-donation-intent", { amount }));

  /** Makes a record look as old as a missed webhook's would be by the time the hourly check runs. */
  async function backdate(intentId: string, agoMs: number) {
    const createdAt = new Date(Date.now() - agoMs);
    await t.database.db
      .update(coachingPayments)
      .set({ createdAt })
      .where(eq(coachingPayments.stripePaymentIntentId, intentId));
    await t.database.db
      .update(donations)
      .set({ createdAt })
      .where(eq(donations.stripePaymentIntentId, intentId));
  }
  const coachingStatus = async (intentId: string) =>
    (
      await t.database.db
        .select()
        .from(coachingPayments)
        .where(eq(coachingPayments.stripePaymentIntentId, intentId))
    )[0]?.status;
  const donationRow = async (intentId: string) =>
    (await t.database.db.select().from(donations).where(eq(donations.stripePaymentIntentId, intentId)))[0];
  const listCalls = () =>
    stripe.requests.filter((r) => r.method === "GET" && r.path === "/v1/payment_intents");

  test("records younger than fifteen minutes are left to the webhook: Stripe is not asked", async () => {
    const intentId = await coachingIntent();
    settleIntent(stripe, intentId, "succeeded");
    expect(await reconcilePayments(t.database.db, gateway)).toEqual({ waiting: 0, updated: 0 });
    expect(listCalls()).toHaveLength(0);
    expect(await coachingStatus(intentId)).toBe("pending");
  });

  test("what Stripe says of older unsettled records is recorded as the webhook would have; one still open stays pending", async () => {
    const paid = await coachingIntent();
    const declined = await donationIntent(25);
    const abandoned = await donationIntent(10);
    const canceled = await donationIntent(50);
    const processing = await donationIntent(10);
    // Another client's: one client's payment closes the same client's other open checkouts.
    const fresh = await coachingIntent("kit@example.com");
    stripe.paymentMethods.set("pm_client", { name: "Ada Lovelace", email: "ada@example.com" });
    stripe.paymentMethods.set("pm_declined", { name: "Grace Hopper", email: "grace@navy.example" });
    settleIntent(stripe, paid, "succeeded", "pm_client");
    settleIntent(stripe, declined, "declined", "pm_declined");
    settleIntent(stripe, canceled, "canceled");
    settleIntent(stripe, processing, "processing", "pm_client");
    settleIntent(stripe, fresh, "succeeded", "pm_client");
    for (const intentId of [paid, declined, abandoned, canceled, processing])
      await backdate(intentId, HOUR_MS);

    const result = await reconcilePayments(t.database.db, gateway);
    expect(result.updated).toBe(3);
    expect(await coachingStatus(paid)).toBe("succeeded");
    expect(await donationRow(declined)).toMatchObject({
      status: "failed",
      donorName: "Grace Hopper",
      donorEmail: "grace@navy.example",
    });
    expect((await donationRow(canceled))?.status).toBe("canceled");
    expect((await donationRow(abandoned))?.status).toBe("pending");
    expect((await donationRow(processing))?.status).toBe("pending");
    // Stripe listed it too, but its webhook may still come: only waiting records are settled here.
    expect(await coachingStatus(fresh)).toBe("pending");

    // One list call, from a little before the oldest waiting record, with payment methods expanded.
    const call = listCalls().at(-1)!;
    const since = Number(call.query.get("created[gte]"));
    expect(since).toBeLessThanOrEqual(Math.floor((Date.now() - HOUR_MS) / 1000));
    expect(since).toBeGreaterThan(Math.floor((Date.now() - HOUR_MS - 10 * 60 * 1000) / 1000));
    expect([...call.query.values()]).toContain("data.payment_method");

    // The same answer again changes nothing.
    const before = await t.database.db.select().from(donations);
    expect((await reconcilePayments(t.database.db, gateway)).updated).toBe(0);
    expect(await t.database.db.select().from(donations)).toEqual(before);
  });

  test("a failed record whose payer later paid with another card becomes succeeded", async () => {
    const intentId = await donationIntent(25);
    settleIntent(stripe, intentId, "declined");
    await backdate(intentId, HOUR_MS);
    await reconcilePayments(t.database.db, gateway);
    expect((await donationRow(intentId))?.status).toBe("failed");

    stripe.paymentMethods.set("pm_second_card", { name: "Katherine Johnson", email: "kj@example.com" });
    settleIntent(stripe, intentId, "succeeded", "pm_second_card");
    await reconcilePayments(t.database.db, gateway);
    expect(await donationRow(intentId)).toMatchObject({
      status: "succeeded",
      donorName: "Katherine Johnson",
      donorEmail: "kj@example.com",
    });
  });

  test("every page of Stripe's list is read: a settled intent on the second page is recorded", async () => {
    // 101 waiting donations: Stripe lists 100 a page, newest first, so the oldest is on page two.
    const intentIds: string[] = [];
    for (let i = 0; i < 101; i++) {
      const { intentId } = await gateway.createIntent({
        amountCents: 1000,
        description: "Donation",
        metadata: {},
      });
      intentIds.push(intentId);
    }
    const createdAt = new Date(Date.now() - HOUR_MS);
    await t.database.db.insert(donations).values(
      intentIds.map((intentId) => ({
        amount: 1000,
        tier: null,
        status: "pending",
        stripePaymentIntentId: intentId,
        createdAt,
      })),
    );
    settleIntent(stripe, intentIds[0]!, "succeeded");
    const pagesBefore = listCalls().length;

    await reconcilePayments(t.database.db, gateway);
    expect((await donationRow(intentIds[0]!))?.status).toBe("succeeded");
    expect(listCalls().length - pagesBefore).toBeGreaterThanOrEqual(2);
  });

  test("the app checks with Stripe as it starts", async () => {
    // A payment settled at Stripe while this site was down, its webhook long given up.
    const database = await createTestDatabase(kind);
    const { intentId } = await gateway.createIntent({
      amountCents: 2500,
      description: "Donation",
      metadata: {},
    });
    await database.db.insert(donations).values({
      amount: 2500,
      tier: "Journey Champion",
      status: "pending",
      stripePaymentIntentId: intentId,
      createdAt: new Date(Date.now() - HOUR_MS),
    });
    settleIntent(stripe, intentId, "succeeded");

    const restarted = await createTestApp(kind, { paymentGateway: gateway, database });
    try {
      await expect
        .poll(
          async () =>
            (
              await database.db.select().from(donations).where(eq(donations.stripePaymentIntentId, intentId))
            )[0]?.status,
          { timeout: 15_000 },
        )
        .toBe("succeeded");
    } finally {
      await restarted.close();
    }
  });

  test("records older than seven days are left as they are", async () => {
    const old = await coachingIntent();
    settleIntent(stripe, old, "succeeded");
    await backdate(old, 8 * 24 * HOUR_MS);
    await reconcilePayments(t.database.db, gateway);
    expect(await coachingStatus(old)).toBe("pending");
  });

  test("Stripe out of reach: the check fails without changing a record, and the hourly run logs a warning instead of stopping", async () => {
    const intentId = await coachingIntent();
    settleIntent(stripe, intentId, "succeeded");
    await backdate(intentId, HOUR_MS);
    stripe.mode = "echo-key-error";
    try {
      await expect(reconcilePayments(t.database.db, gateway)).rejects.toBeInstanceOf(
        PaymentGatewayUnavailableError,
      );
      expect(await coachingStatus(intentId)).toBe("pending");

      const warnings: unknown[][] = [];
      const stop = startPaymentReconciliation(t.database.db, gateway, {
        warn: (...args: unknown[]) => warnings.push(args),
      });
      await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
      stop();
      expect(String(warnings[0]![1])).toBe("payment reconciliation with Stripe failed; it runs again later");
      // As the log writes the error, with its causes: the key never appears.
      const logged = pino.stdSerializers.err((warnings[0]![0] as { err: Error }).err);
      expect(logged.message).toContain("Stripe did not list PaymentIntents");
      expect(JSON.stringify(logged)).not.toContain(TEST_STRIPE_KEYS.secretKey);
    } finally {
      stripe.mode = "ok";
    }

    // Back in reach: the hourly run records the payment and warns that a webhook did not arrive.
    const warnings: unknown[][] = [];
    const stop = startPaymentReconciliation(t.database.db, gateway, {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    await expect.poll(() => coachingStatus(intentId), { timeout: 15_000 }).toBe("succeeded");
    await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
    stop();
    expect(warnings[0]![0]).toEqual({ updated: 1 });
    expect(String(warnings[0]![1])).toContain("without a webhook reaching this site");
  });
});
