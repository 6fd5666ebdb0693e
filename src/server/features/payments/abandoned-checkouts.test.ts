import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useStripeTestApp } from "#tests/helpers/stripe-test-app.ts";
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import { settleIntent, TEST_STRIPE_KEYS, type StripeStandIn } from "#tests/stand-ins/stripe-stand-in.ts";
import { sandboxTestCards } from "#shared/payments/sandbox-card.ts";
import { coachingPayments, donations, sandboxPaymentIntents } from "#server/db/schema.ts";
import { cancelSandboxIntent } from "#server/providers/payments/sandbox-gateway.ts";
import { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import {
  ABANDONED_AFTER_MS,
  ABANDONED_BATCH,
  cancelAbandonedCheckouts,
  startAbandonedCheckoutCancellation,
} from "./abandoned-checkouts.ts";
import { recordPaymentOutcome } from "./payment-repository.ts";

import { HOUR_MS } from "#server/lib/repeat-every.ts";
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
    /** A donation record a day and an hour old, written straight to the database. */
    insertAbandonedDonation: async (intentId: string) => {
      await t()
        .database.db.insert(donations)
        .values({
          amount: 1000,
          tier: null,
          status: "pending",
          stripePaymentIntentId: intentId,
          createdAt: new Date(Date.now() - DAY_AND_AN_HOUR_MS),
        });
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
  const { post, coaching, donation, backdate, status, insertAbandonedDonation } = checkouts(() => t);
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

    expect(await cancelAbandonedCheckouts(t.database.db, null)).toEqual({
      abandoned: 3,
      updated: 3,
      failures: [],
    });
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
    expect(await cancelAbandonedCheckouts(t.database.db, null)).toEqual({
      abandoned: 0,
      updated: 0,
      failures: [],
    });
  });

  test("a dialog paying at the very moment its checkout is canceled either pays or is refused, never both", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await coaching();
      const intentId = intentIdOf(res);
      const [confirmed, cancel] = await Promise.all([
        confirm((res.json() as { clientSecret: string }).clientSecret, goodCard.number),
        cancelSandboxIntent(t.database.db, intentId),
      ]);
      await recordPaymentOutcome(t.database.db, cancel);
      const paid = confirmed.statusCode === 200;
      expect(confirmed.statusCode).toBe(paid ? 200 : 409);
      expect(cancel.status).toBe(paid ? "succeeded" : "canceled");
      expect(await status(intentId)).toBe(paid ? "succeeded" : "canceled");
    }
  });

  test("without Stripe configured, Stripe's own records are left as they are: only Stripe can cancel them", async () => {
    await insertAbandonedDonation("pi_3StripeWhileKeysAreMissing0");
    expect(await cancelAbandonedCheckouts(t.database.db, null)).toMatchObject({ updated: 0, failures: [] });
    expect(await status("pi_3StripeWhileKeysAreMissing0")).toBe("pending");
  });

  test(`one run cancels at most ${ABANDONED_BATCH}, oldest first across both kinds of checkout; the next run takes the rest`, async () => {
    // Coaching payments and donations alternate in time, so the two lists must be merged by age.
    const oldest = Date.now() - 30 * 24 * HOUR_MS;
    const record = (i: number) => ({
      amount: 1000,
      status: "pending",
      stripePaymentIntentId: `pi_sandbox_batch${String(i).padStart(4, "0")}`,
      // Untouched since the dialog was opened.
      createdAt: new Date(oldest + i * 60_000),
      updatedAt: new Date(oldest + i * 60_000),
    });
    const all = Array.from({ length: ABANDONED_BATCH + 1 }, (_, i) => record(i));
    const coachingRows = all.filter((_, i) => i % 2 === 0).map((row) => ({ ...row, program: "Program" }));
    const donationRows = all.filter((_, i) => i % 2 === 1).map((row) => ({ ...row, tier: null }));
    await t.database.db.insert(coachingPayments).values(coachingRows);
    await t.database.db.insert(donations).values(donationRows);
    await t.database.db.insert(sandboxPaymentIntents).values(
      all.map((row) => ({
        id: row.stripePaymentIntentId,
        clientSecretHash: `hash-${row.stripePaymentIntentId}`,
        amount: 1000,
      })),
    );

    expect(await cancelAbandonedCheckouts(t.database.db, null)).toEqual({
      abandoned: ABANDONED_BATCH,
      updated: ABANDONED_BATCH,
      failures: [],
    });
    const newest = all.at(-1)!.stripePaymentIntentId;
    expect(await status(newest)).toBe("pending");
    expect(await status(all[0]!.stripePaymentIntentId)).toBe("canceled");
    expect(await status(all[1]!.stripePaymentIntentId)).toBe("canceled");
    expect(await cancelAbandonedCheckouts(t.database.db, null)).toEqual({
      abandoned: 1,
      updated: 1,
      failures: [],
    });
    expect(await status(newest)).toBe("canceled");
    const [intent] = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, newest));
    expect(intent?.status).toBe("canceled");
  });

  test("the app cancels abandoned checkouts as it starts", async () => {
    const database = await createTestDatabase(kind);
    await database.db.insert(sandboxPaymentIntents).values({
      id: "pi_sandbox_left_open_while_the_site_was_down",
      clientSecretHash: "hash-left-open",
      amount: 2500,
    });
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
  const suite = useStripeTestApp(kind);
  let stripe: StripeStandIn;
  let gateway: StripeGateway;
  let t: TestApp;
  beforeAll(() => {
    ({ stripe, gateway, t } = suite);
  });
  const { coaching, donation, backdate, status, insertAbandonedDonation } = checkouts(() => t);

  /** Dialogs opened more than a day ago, each at Stripe and in the database. */
  async function abandonedDonations(count: number) {
    const intentIds: string[] = [];
    for (let i = 0; i < count; i++) intentIds.push(intentIdOf(await donation(10)));
    for (const intentId of intentIds) await backdate(intentId, DAY_AND_AN_HOUR_MS);
    return intentIds;
  }
  /** Settles what earlier tests left waiting, so each test counts only its own records. */
  async function settleLeftovers() {
    for (const [intentId, intent] of stripe.intents) {
      if (intent.status !== "canceled" && intent.status !== "succeeded")
        settleIntent(stripe, intentId, "canceled");
    }
    await cancelAbandonedCheckouts(t.database.db, gateway);
  }

  test("an unpaid intent is canceled at Stripe; one paid without its webhook is recorded as paid instead", async () => {
    const abandoned = intentIdOf(await coaching());
    const paid = intentIdOf(await donation(25));
    stripe.paymentMethods.set("pm_donor", { name: "Grace Hopper", email: "grace@navy.example" });
    settleIntent(stripe, paid, "succeeded", "pm_donor");
    for (const intentId of [abandoned, paid]) await backdate(intentId, DAY_AND_AN_HOUR_MS);

    expect(await cancelAbandonedCheckouts(t.database.db, gateway)).toEqual({
      abandoned: 2,
      updated: 2,
      failures: [],
    });
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

  test("a bank payment still under way is left pending; a sandbox record from before Stripe is canceled without asking Stripe", async () => {
    const [underWay] = await abandonedDonations(1);
    settleIntent(stripe, underWay!, "awaiting-microdeposits");
    await insertAbandonedDonation("pi_sandbox_from_before_going_live");
    const asked = stripe.requests.length;

    await cancelAbandonedCheckouts(t.database.db, gateway);
    expect(await status(underWay!)).toBe("pending");
    expect(stripe.intents.get(underWay!)?.status).toBe("requires_action");
    expect(await status("pi_sandbox_from_before_going_live")).toBe("canceled");
    expect(stripe.requests.slice(asked).map((request) => request.path)).not.toContain(
      "/v1/payment_intents/pi_sandbox_from_before_going_live",
    );
    await settleLeftovers();
  });

  test("records left alone or failing go to the back, so the next run reaches the ones behind them", async () => {
    const [bankDebit, processing, abandoned] = await abandonedDonations(3);
    settleIntent(stripe, bankDebit!, "awaiting-microdeposits");
    settleIntent(stripe, processing!, "processing");

    expect(await cancelAbandonedCheckouts(t.database.db, gateway, { batch: 2 })).toMatchObject({
      abandoned: 2,
      updated: 0,
    });
    expect(await status(abandoned!)).toBe("pending");
    expect(await cancelAbandonedCheckouts(t.database.db, gateway, { batch: 2 })).toMatchObject({
      abandoned: 2,
      updated: 1,
    });
    expect(await status(abandoned!)).toBe("canceled");
    expect(await status(bankDebit!)).toBe("pending");
    await settleLeftovers();
  });

  test("an intent the account does not have is canceled here; if its payment shows up after all, the payment wins", async () => {
    // Made with the test keys before the owner went live: the live account has no such intent.
    const intentId = "pi_3MadeWithTheTestKeys000";
    await t.database.db.insert(coachingPayments).values({
      clientName: "Ada Lovelace",
      clientEmail: "ada@example.com",
      amount: 280_000,
      status: "pending",
      program: "Program",
      stripePaymentIntentId: intentId,
      createdAt: new Date(Date.now() - DAY_AND_AN_HOUR_MS),
    });
    await cancelAbandonedCheckouts(t.database.db, gateway);
    expect(await status(intentId)).toBe("canceled");

    // The test keys are back and Stripe's webhook reports that it was paid: money that moved is recorded.
    expect(await recordPaymentOutcome(t.database.db, { intentId, status: "succeeded" })).toBe("updated");
    expect(await status(intentId)).toBe("succeeded");
  });

  test("one record Stripe fails on does not hold up the others; it is reported and tried again next run", async () => {
    const [broken, fine] = await abandonedDonations(2);
    stripe.failingIntents.add(broken!);
    try {
      const run = await cancelAbandonedCheckouts(t.database.db, gateway);
      expect(run.failures.map((failure) => failure.intentId)).toEqual([broken]);
      expect(await status(fine!)).toBe("canceled");
      expect(await status(broken!)).toBe("pending");
    } finally {
      stripe.failingIntents.delete(broken!);
    }
    expect(await cancelAbandonedCheckouts(t.database.db, gateway)).toMatchObject({ failures: [] });
    expect(await status(broken!)).toBe("canceled");
  });

  test("Stripe out of reach: the run stops after three failures in a row, the hourly job warns without the key, and the next run cancels", async () => {
    const intentIds = await abandonedDonations(5);
    const log = { info: (..._args: unknown[]) => {}, warn: (..._args: unknown[]) => {} };
    const warnings: unknown[][] = [];
    stripe.mode = "echo-key-error";
    try {
      expect((await cancelAbandonedCheckouts(t.database.db, gateway)).failures).toHaveLength(3);
      const stop = startAbandonedCheckoutCancellation(t.database.db, gateway, {
        ...log,
        warn: (...args: unknown[]) => warnings.push(args),
      });
      await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
      stop();
    } finally {
      stripe.mode = "ok";
    }
    expect(String(warnings[0]![1])).toBe(
      "some abandoned checkouts could not be canceled; they are tried again later",
    );
    // The first run's three failures went to the back: the hourly run met the two behind them first.
    expect(warnings[0]![0]).toMatchObject({ failed: 3, intentId: intentIds[3] });
    expect(JSON.stringify(pino.stdSerializers.err((warnings[0]![0] as { err: Error }).err))).not.toContain(
      TEST_STRIPE_KEYS.secretKey,
    );
    for (const intentId of intentIds) expect(await status(intentId)).toBe("pending");

    const infos: unknown[][] = [];
    const stop = startAbandonedCheckoutCancellation(t.database.db, gateway, {
      ...log,
      info: (...args: unknown[]) => infos.push(args),
    });
    await expect.poll(() => infos.length, { timeout: 15_000 }).toBe(1);
    stop();
    expect(infos[0]).toEqual([{ updated: 5 }, "checkouts left unpaid for a day were canceled"]);
    for (const intentId of intentIds) expect(await status(intentId)).toBe("canceled");
  });
});
