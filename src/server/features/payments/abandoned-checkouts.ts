import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { HOUR_MS, repeatEvery } from "#server/lib/repeat-every.ts";
import type { PaymentOutcome } from "#server/providers/payments/payment-gateway.ts";
import { cancelSandboxIntent, isSandboxIntent } from "#server/providers/payments/sandbox-gateway.ts";
import type { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import { listUnsettledIntents, recordPaymentOutcome, touchPaymentRecords } from "./payment-repository.ts";

/**
 * Opening the coaching or donation dialog creates its intent and a pending record (SPEC §4). One
 * still unpaid after a day was abandoned: as long as Stripe keeps an unused Checkout Session open.
 */
export const ABANDONED_AFTER_MS = 24 * HOUR_MS;

/** Records one run looks at, at most; a longer backlog is worked through hour by hour. */
export const ABANDONED_BATCH = 200;

/** Stripe failing this many records in a row is Stripe out of reach: the run stops there. */
const FAILURES_IN_A_ROW_TO_STOP = 3;

export type AbandonedCheckoutsRun = {
  /** Records old enough to be abandoned, as many as one run takes. */
  abandoned: number;
  /** Records whose status changed. */
  updated: number;
  /** The records the provider could not settle this time, with why; the next run tries again. */
  failures: { intentId: string; error: unknown }[];
};

/**
 * Cancels the checkouts left unpaid for a day (decision 007): each pending or failed record that
 * old has its intent canceled, so nobody can pay it later, and its record takes the answer:
 * canceled, or how the payment ended if it went through after all. Sandbox intents are canceled in
 * the database whichever provider is configured; Stripe's only while Stripe is (`stripe` null
 * leaves them as they are). A record that fails does not hold up the others. Records are taken
 * least recently touched first, and one left alone (a payment under way) or failed is touched, so
 * the next run starts with the others.
 */
export async function cancelAbandonedCheckouts(
  db: AppDb,
  stripe: Pick<StripeGateway, "cancelUnpaidIntent"> | null,
  { now = new Date(), batch = ABANDONED_BATCH }: { now?: Date; batch?: number } = {},
): Promise<AbandonedCheckoutsRun> {
  const abandoned = await listUnsettledIntents(
    db,
    new Date(0),
    new Date(now.getTime() - ABANDONED_AFTER_MS),
    {
      limit: batch,
      sandboxOnly: stripe === null,
      leastRecentlyTouched: true,
    },
  );
  const run: AbandonedCheckoutsRun = { abandoned: abandoned.length, updated: 0, failures: [] };
  const unsettled: string[] = [];
  let failuresInARow = 0;
  for (const { intentId } of abandoned) {
    let outcome: PaymentOutcome | null;
    try {
      outcome = isSandboxIntent(intentId)
        ? await cancelSandboxIntent(db, intentId)
        : await stripe!.cancelUnpaidIntent(intentId);
      failuresInARow = 0;
    } catch (error) {
      run.failures.push({ intentId, error });
      unsettled.push(intentId);
      if (++failuresInARow >= FAILURES_IN_A_ROW_TO_STOP) break;
      continue;
    }
    if (!outcome) unsettled.push(intentId);
    else if ((await recordPaymentOutcome(db, outcome)) === "updated") run.updated += 1;
  }
  await touchPaymentRecords(db, unsettled, now);
  return run;
}

/** Cancels abandoned checkouts at start and then hourly. Answers the function that stops it. */
export function startAbandonedCheckoutCancellation(
  db: AppDb,
  stripe: Pick<StripeGateway, "cancelUnpaidIntent"> | null,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  everyMs = HOUR_MS,
): () => void {
  return repeatEvery(everyMs, async () => {
    try {
      const { updated, failures } = await cancelAbandonedCheckouts(db, stripe);
      if (updated > 0) log.info({ updated }, "checkouts left unpaid for a day were canceled");
      if (failures.length > 0) {
        log.warn(
          { failed: failures.length, intentId: failures[0]!.intentId, err: failures[0]!.error },
          "some abandoned checkouts could not be canceled; they are tried again later",
        );
      }
    } catch (err) {
      log.warn({ err }, "canceling abandoned checkouts failed; it runs again later");
    }
  });
}
