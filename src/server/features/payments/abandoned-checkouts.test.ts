import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "../../../../tests/helpers/test-app.ts";
import {
  settleIntent,
  startStripeStandIn,
  TEST_STRIPE_KEYS,
  type StripeStandIn,
} from "../../../../tests/stand-ins/stripe-stand-in.ts";
import { sandboxTestCards } from "../../../shared/payments/sandbox-card.ts";
import { coachingPayments, donations, sandboxPaymentIntents } from "../../db/schema.ts";
import { SandboxGateway } from "../../providers/payments/sandbox-gateway.ts";
import { StripeGateway } from "../../providers/payments/stripe-gateway.ts";
import {
  ABANDONED_AFTER_MS,
  ABANDONED_BATCH,
  cancelAbandonedCheckouts,
  startAbandonedCheckoutCancellation,
} from "./abandoned-checkouts.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_AND_AN_HOUR_MS = ABANDONED_AFTER_MS + HOUR_MS;
const [goodCard, declinedCard] = sandboxTestCards;

const intentIdOf = (res: { json(): unknown }) =>
  (res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!;

/** The two checkouts a visitor can start (SPEC §4), through the app, and their records. */
function checkouts(t: () => TestApp) {
  const post = (url: string, payload: object) => t().app.inject({ method: "POST", url, payload });
  return {
    post,
    coaching: async () =>
      (await post("/api/create-coaching-intent", {
        amount: 2800,
        clientName: "Ada Lovelace",
        clientEmail: "ada@example.com",
      })) as { json(): unknown },
    donation: async (amount = 25) =>
      (await post("/api/create-donation-intent", { amount })) as { json(): unknown },
    /** Makes a record as old as `agoMs`, as if its dialog had been opened then. */
    backdate: async (intentId: string, agoMs: number) => {
      const createdAt = new Date(Date.now() - agoMs);
      const db = t().database.db;
      await db
        .update(coachingPayments)
        .set({ createdAt })
        .where(eq(coachingPayments.stripePaymentIntentId, intentId));
      await db.update(donations).set({ createdAt }).where(eq(donations.stripePaymentIntentId, intentId));
    },
    status: async (intentId: string) => {
      const db = t().database.db;
      const [coaching] = await db
        .select()
        .from(coachingPayments)
        .where(eq(coachingPayments.stripePaymentIntentId, intentId));
      const [donation] = await db
        .select()
        .from(donations)
        .where(eq(donations.stripePaymentIntentId, intentId));
      return (coaching ?? donation)?.status;
    },
  };
}

describe.each(testDatabaseKinds)("abandoned checkouts with the sandbox on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { post, coaching, donation, backdate, status } = checkouts(() => t);
  const confirm = (secret: string, number: string) =>
    post("/api/payments/sandbox/confirm", {
      clientSecret: secret,
      card: { number, expiry: "12 / 34", cvc: "123" },
      billing: {},
    });

  test("a checkout left unpaid for a day is canceled, and its open dialog can no longer pay it", async () => {
    const abandonedCoaching = await coaching();
    const abandonedDonation = await donation(10);
    const declined = await donation(50);
    const paid = await donation(25);
    const fresh = await coaching();
    const secretOf = (res: { json(): unknown }) => (res.json() as { clientSecret: string }).clientSecret;
    await confirm(secretOf(declined), declinedCard.number);
    await confirm(secretOf(paid), goodCard.number);
    for (const res of [abandonedCoaching, abandonedDonation, declined, paid]) {
      await backdate(intentIdOf(res), DAY_AND_AN_HOUR_MS);
    }
    await backdate(intentIdOf(fresh), ABANDONED_AFTER_MS - HOUR_MS);

    const sandbox = new SandboxGateway(t.database.db);
    expect(await cancelAbandonedCheckouts(t.database.db, sandbox)).toEqual({ abandoned: 3, updated: 3 });
    expect(await status(intentIdOf(abandonedCoaching))).toBe("canceled");
    expect(await status(intentIdOf(abandonedDonation))).toBe("canceled");
    expect(await status(intentIdOf(declined))).toBe("canceled");
    expect(await status(intentIdOf(paid))).toBe("succeeded");
    expect(await status(intentIdOf(fresh))).toBe("pending");

    // The dialog left open in some tab: its card is refused, and nothing changes.
    const late = await confirm(secretOf(abandonedCoaching), goodCard.number);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: "payment_canceled",
      message: "This payment was left unfinished and has been canceled. Please start again.",
    });
    expect(await status(intentIdOf(abandonedCoaching))).toBe("canceled");
    const [intent] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentIdOf(abandonedCoaching)));
    expect(intent?.status).toBe("canceled");

    // Run again: nothing is left to cancel.
    expect(await cancelAbandonedCheckouts(t.database.db, sandbox)).toEqual({ abandoned: 0, updated: 0 });
  });

  test(`one run cancels at most ${ABANDONED_BATCH}, oldest first; the next run takes the rest`, async () => {
    const oldest = Date.now() - 30 * 24 * HOUR_MS;
    const rows = Array.from({ length: ABANDONED_BATCH + 1 }, (_, i) => ({
      amount: 1000,
      tier: null,
      status: "pending",
      stripePaymentIntentId: `pi_sandbox_batch${String(i).padStart(4, "0")}`,
      createdAt: new Date(oldest + i * 60_000),
    }));
    await t.database.db.insert(donations).values(rows);
    const sandbox = new SandboxGateway(t.database.db);

    expect(await cancelAbandonedCheckouts(t.database.db, sandbox)).toEqual({
      abandoned: ABANDONED_BATCH,
      updated: ABANDONED_BATCH,
    });
    expect(await status(rows.at(-1)!.stripePaymentIntentId)).toBe("pending");
    expect(await status(rows[0]!.stripePaymentIntentId)).toBe("canceled");
    expect(await cancelAbandonedCheckouts(t.database.db, sandbox)).toEqual({ abandoned: 1, updated: 1 });
    expect(await status(rows.at(-1)!.stripePaymentIntentId)).toBe("canceled");
  });

  test("the app cancels abandoned checkouts as it starts", async () => {
    const database = await createTestDatabase(kind);
    await database.db.insert(donations).values({
      amount: 2500,
      tier: "Journey Champion",
      status: "pending",
      stripePaymentIntentId: "pi_sandbox_left_open_while_the_site_was_down",
      createdAt: new Date(Date.now() - DAY_AND_AN_HOUR_MS),
    });
    const restarted = await createTestApp(kind, { database });
    try {
      await expect
        .poll(async () => (await database.db.select().from(donations))[0]?.status, { timeout: 15_000 })
        .toBe("canceled");
    } finally {
      await restarted.close();
    }
  });
});

describe.each(testDatabaseKinds)("abandoned checkouts with Stripe on %s", (kind) => {
  let stripe: StripeStandIn;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    gateway = new StripeGateway({
      ...TEST_STRIPE_KEYS,
      api: stripe.api,
      timeoutMs: 1000,
      maxNetworkRetries: 0,
    });
    t = await createTestApp(kind, { paymentGateway: gateway });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const { coaching, donation, backdate, status } = checkouts(() => t);

  test("an unpaid intent is canceled at Stripe; one paid without its webhook is recorded as paid instead", async () => {
    const abandoned = intentIdOf(await coaching());
    const paid = intentIdOf(await donation(25));
    stripe.paymentMethods.set("pm_donor", { name: "Grace Hopper", email: "grace@navy.example" });
    settleIntent(stripe, paid, "succeeded", "pm_donor");
    for (const intentId of [abandoned, paid]) await backdate(intentId, DAY_AND_AN_HOUR_MS);

    expect(await cancelAbandonedCheckouts(t.database.db, gateway)).toEqual({ abandoned: 2, updated: 2 });
    expect(stripe.intents.get(abandoned)).toMatchObject({
      status: "canceled",
      cancellation_reason: "abandoned",
    });
    expect(await status(abandoned)).toBe("canceled");
    expect(stripe.intents.get(paid)?.status).toBe("succeeded");
    const [gift] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, paid));
    expect(gift).toMatchObject({
      status: "succeeded",
      donorName: "Grace Hopper",
      donorEmail: "grace@navy.example",
    });
  });

  test("Stripe out of reach: the hourly run logs a warning without the key and changes nothing; the next run cancels", async () => {
    const intentId = intentIdOf(await donation(10));
    await backdate(intentId, DAY_AND_AN_HOUR_MS);
    const log = { info: (..._args: unknown[]) => {}, warn: (..._args: unknown[]) => {} };
    const warnings: unknown[][] = [];
    stripe.mode = "echo-key-error";
    try {
      const stop = startAbandonedCheckoutCancellation(t.database.db, gateway, {
        ...log,
        warn: (...args: unknown[]) => warnings.push(args),
      });
      await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
      stop();
    } finally {
      stripe.mode = "ok";
    }
    expect(String(warnings[0]![1])).toBe("canceling abandoned checkouts failed; it runs again later");
    expect(JSON.stringify(pino.stdSerializers.err((warnings[0]![0] as { err: Error }).err))).not.toContain(
      TEST_STRIPE_KEYS.secretKey,
    );
    expect(await status(intentId)).toBe("pending");

    const infos: unknown[][] = [];
    const stop = startAbandonedCheckoutCancellation(t.database.db, gateway, {
      ...log,
      info: (...args: unknown[]) => infos.push(args),
    });
    await expect.poll(() => status(intentId), { timeout: 15_000 }).toBe("canceled");
    await expect.poll(() => infos.length, { timeout: 15_000 }).toBe(1);
    stop();
    expect(infos[0]).toEqual([{ updated: 1 }, "checkouts left unpaid for a day were canceled"]);
  });
});
