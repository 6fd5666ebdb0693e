import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../../db/client.ts";
import { repeatEvery } from "../../lib/repeat-every.ts";
import type { PaymentGateway } from "../../providers/payments/payment-gateway.ts";
import { listUnsettledIntents, recordPaymentOutcome } from "./payment-repository.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Opening the coaching or donation dialog creates its intent and a pending record (SPEC §4). One
 * still unpaid after a day was abandoned: as long as Stripe keeps an unused Checkout Session open.
 */
export const ABANDONED_AFTER_MS = 24 * HOUR_MS;

/** Provider calls one run makes at most; a longer backlog is worked through hour by hour. */
export const ABANDONED_BATCH = 200;

/**
 * Cancels the checkouts left unpaid for a day (decision 007): each pending or failed record that
 * old has its intent canceled at the provider, so nobody can pay it later, and its record takes
 * the provider's answer: canceled, or how the payment ended if it went through after all.
 * Answers how many records were looked at and how many changed.
 */
export async function cancelAbandonedCheckouts(
  db: AppDb,
  gateway: Pick<PaymentGateway, "cancelUnpaidIntent">,
  now = new Date(),
): Promise<{ abandoned: number; updated: number }> {
  const abandoned = await listUnsettledIntents(
    db,
    new Date(0),
    new Date(now.getTime() - ABANDONED_AFTER_MS),
    ABANDONED_BATCH,
  );
  let updated = 0;
  for (const { intentId } of abandoned) {
    const outcome = await gateway.cancelUnpaidIntent(intentId);
    if (outcome && (await recordPaymentOutcome(db, outcome)) === "updated") updated += 1;
  }
  return { abandoned: abandoned.length, updated };
}

/** Cancels abandoned checkouts at start and then hourly. Answers the function that stops it. */
export function startAbandonedCheckoutCancellation(
  db: AppDb,
  gateway: Pick<PaymentGateway, "cancelUnpaidIntent">,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  everyMs = HOUR_MS,
): () => void {
  return repeatEvery(everyMs, async () => {
    try {
      const { updated } = await cancelAbandonedCheckouts(db, gateway);
      if (updated > 0) log.info({ updated }, "checkouts left unpaid for a day were canceled");
    } catch (err) {
      log.warn({ err }, "canceling abandoned checkouts failed; it runs again later");
    }
  });
}
