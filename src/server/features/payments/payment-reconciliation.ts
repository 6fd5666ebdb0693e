import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { HOUR_MS, repeatEvery } from "#server/lib/repeat-every.ts";
import type { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import { listUnsettledIntents, recordPaymentOutcome } from "./payment-repository.ts";

const MINUTE_MS = 60 * 1000;

/** A webhook normally arrives within seconds: records younger than this are left to it. */
const WEBHOOK_GRACE_MS = 15 * MINUTE_MS;

/**
 * How far back records are checked: Stripe retries a webhook for three days, so this covers a
 * webhook endpoint that was wrong for a few days before the owner fixed it.
 */
const RECONCILE_LOOKBACK_MS = 7 * 24 * HOUR_MS;

/** Stripe's `created` and the database's clock can differ by a little. */
const CLOCK_SLACK_MS = 5 * MINUTE_MS;

/**
 * Catches up on Stripe's word for payments whose webhook never arrived (decision 007): asks
 * Stripe about every record still pending or failed from the last seven days, except the last
 * fifteen minutes, and records each ended intent as the webhook would have. Asks nothing when
 * no record is waiting. Answers how many records were waiting and how many changed.
 */
export async function reconcilePayments(
  db: AppDb,
  stripe: Pick<StripeGateway, "outcomesOf">,
  now = new Date(),
): Promise<{ waiting: number; updated: number }> {
  const waiting = await listUnsettledIntents(
    db,
    new Date(now.getTime() - RECONCILE_LOOKBACK_MS),
    new Date(now.getTime() - WEBHOOK_GRACE_MS),
  );
  if (waiting.length === 0) return { waiting: 0, updated: 0 };

  const oldest = waiting.reduce((min, record) => Math.min(min, record.createdAt.getTime()), Infinity);
  const outcomes = stripe.outcomesOf(
    new Set(waiting.map((record) => record.intentId)),
    new Date(oldest - CLOCK_SLACK_MS),
  );
  // Recorded as they arrive: a page that fails later keeps what the earlier ones said.
  let updated = 0;
  for await (const outcome of outcomes) {
    if ((await recordPaymentOutcome(db, outcome)) === "updated") updated += 1;
  }
  return { waiting: waiting.length, updated };
}

/**
 * Reconciles at start and then hourly. A change found here means a webhook did not arrive, so it
 * is logged as a warning pointing at the webhook endpoint. Answers the function that stops it.
 */
export function startPaymentReconciliation(
  db: AppDb,
  stripe: Pick<StripeGateway, "outcomesOf">,
  log: Pick<FastifyBaseLogger, "warn">,
  everyMs = HOUR_MS,
): () => void {
  return repeatEvery(everyMs, async () => {
    try {
      const { updated } = await reconcilePayments(db, stripe);
      if (updated > 0) {
        log.warn(
          { updated },
          "payments settled at Stripe without a webhook reaching this site: check the webhook endpoint (README, deploying)",
        );
      }
    } catch (err) {
      log.warn({ err }, "payment reconciliation with Stripe failed; it runs again later");
    }
  });
}
