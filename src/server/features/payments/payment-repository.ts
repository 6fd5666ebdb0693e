import { and, asc, between, desc, eq, inArray, like, ne, sql, type AnyColumn } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { coachingPayments, donations } from "#server/db/schema.ts";
import type { PaymentOutcome } from "#server/providers/payments/payment-gateway.ts";
import { isSandboxIntent, SANDBOX_INTENT_PREFIX } from "#server/providers/payments/sandbox-gateway.ts";
import { schedulingLinkFor } from "./scheduling-link.ts";

/**
 * Every coaching payment, newest first (SPEC §2 Admin, Coaching tab), as stored (dates as Dates).
 * The route's response schema (coachingPaymentSchema) picks the columns the owner sees.
 */
export async function listCoachingPayments(db: AppDb) {
  const rows = await db
    .select()
    .from(coachingPayments)
    .orderBy(desc(coachingPayments.createdAt), desc(coachingPayments.id));
  return rows.map((row) => ({
    ...row,
    testPayment: isSandboxIntent(row.stripePaymentIntentId),
    // For the owner's 'Contact Client' mail: the link is sent to the browser only for a paid purchase.
    schedulingLink: row.status === "succeeded" ? schedulingLinkFor(row.amount) : null,
  }));
}

/** The coaching payment made with this intent, if any (a donation's intent finds none). */
export async function findCoachingPaymentByIntent(db: AppDb, intentId: string) {
  const [row] = await db
    .select({ amount: coachingPayments.amount, status: coachingPayments.status })
    .from(coachingPayments)
    .where(eq(coachingPayments.stripePaymentIntentId, intentId));
  return row ?? null;
}

/**
 * Every donation, newest first (SPEC §2 Admin, Support tab), as stored. The route's response
 * schema (donationSchema) leaves out the provider's intent id and updatedAt.
 */
export async function listDonations(db: AppDb) {
  const rows = await db.select().from(donations).orderBy(desc(donations.createdAt), desc(donations.id));
  return rows.map((row) => ({ ...row, testPayment: isSandboxIntent(row.stripePaymentIntentId) }));
}

/** The pending record an intent starts as (DESIGN: Payment data flow). */
export async function insertPendingCoachingPayment(
  db: AppDb,
  payment: { clientName: string; clientEmail: string; amount: number; program: string; intentId: string },
): Promise<void> {
  const { intentId, ...fields } = payment;
  await db.insert(coachingPayments).values({ ...fields, status: "pending", stripePaymentIntentId: intentId });
}

export async function insertPendingDonation(
  db: AppDb,
  donation: { amount: number; tier: string | null; intentId: string },
): Promise<void> {
  const { intentId, ...fields } = donation;
  await db.insert(donations).values({ ...fields, status: "pending", stripePaymentIntentId: intentId });
}

/**
 * The intents of records still waiting for the provider's word (pending, or failed and so still
 * payable with another card) that were created in the window, oldest first, with when each was
 * created. `limit` caps how many; `sandboxOnly` leaves out intents of a real provider;
 * `leastRecentlyTouched` orders by when each record was last written instead of by age, so records
 * touched by `touchPaymentRecords` go to the back.
 */
export async function listUnsettledIntents(
  db: AppDb,
  createdFrom: Date,
  createdTo: Date,
  {
    limit,
    sandboxOnly = false,
    leastRecentlyTouched = false,
  }: { limit?: number; sandboxOnly?: boolean; leastRecentlyTouched?: boolean } = {},
): Promise<{ intentId: string; createdAt: Date }[]> {
  const unsettled = ["pending", "failed"];
  const oldestOf = (table: typeof coachingPayments | typeof donations) => {
    const query = db
      .select({
        intentId: table.stripePaymentIntentId,
        createdAt: table.createdAt,
        updatedAt: table.updatedAt,
      })
      .from(table)
      .where(
        and(
          inArray(table.status, unsettled),
          between(table.createdAt, createdFrom, createdTo),
          sandboxOnly ? startsWith(table.stripePaymentIntentId, SANDBOX_INTENT_PREFIX) : undefined,
        ),
      )
      .orderBy(asc(leastRecentlyTouched ? table.updatedAt : table.createdAt), asc(table.id));
    return limit === undefined ? query : query.limit(limit);
  };
  const [coaching, donated] = await Promise.all([oldestOf(coachingPayments), oldestOf(donations)]);
  const key = leastRecentlyTouched ? "updatedAt" : "createdAt";
  const ordered = [...coaching, ...donated].sort((a, b) => a[key].getTime() - b[key].getTime());
  return ordered.slice(0, limit).map(({ intentId, createdAt }) => ({ intentId, createdAt }));
}

/** Marks records as just written, without changing them: they go to the back of a least-recently-touched list. */
export async function touchPaymentRecords(db: AppDb, intentIds: string[], now = new Date()): Promise<void> {
  if (intentIds.length === 0) return;
  await db
    .update(coachingPayments)
    .set({ updatedAt: now })
    .where(inArray(coachingPayments.stripePaymentIntentId, intentIds));
  await db
    .update(donations)
    .set({ updatedAt: now })
    .where(inArray(donations.stripePaymentIntentId, intentIds));
}

/** `column` starts with `prefix`, taken literally (LIKE's `_` and `%` escaped). */
function startsWith(column: AnyColumn, prefix: string) {
  return like(column, `${prefix.replace(/[\\_%]/g, "\\$&")}%`);
}

/**
 * Which stored statuses each provider verdict may replace. Succeeded is final: a late or
 * repeated failure never un-pays a payment. A failed attempt may still succeed (the payer tries
 * another card). Money that moved is recorded even over canceled: a provider never takes a payment
 * on an intent it canceled, so that canceled was the site's own guess (an intent the configured
 * account did not have). So the same event twice, or events out of order, end in the same state.
 */
const replaceableBy: Record<PaymentOutcome["status"], string[]> = {
  succeeded: ["pending", "failed", "canceled"],
  failed: ["pending"],
  canceled: ["pending", "failed"],
};

export type OutcomeRecorded = "updated" | "unchanged" | "unknown-intent";

/** Applies the payment provider's word to whichever record holds the intent. */
export async function recordPaymentOutcome(db: AppDb, outcome: PaymentOutcome): Promise<OutcomeRecorded> {
  const updatedAt = new Date();
  const from = replaceableBy[outcome.status];

  const coaching = await db
    .update(coachingPayments)
    .set({ status: outcome.status, updatedAt })
    .where(
      and(
        eq(coachingPayments.stripePaymentIntentId, outcome.intentId),
        inArray(coachingPayments.status, from),
      ),
    )
    .returning({ id: coachingPayments.id, clientEmail: coachingPayments.clientEmail });
  if (coaching.length > 0) {
    if (outcome.status === "succeeded") await closeCheckoutsPaidElsewhere(db, coaching[0]!, updatedAt);
    return "updated";
  }

  // Donor name and e-mail are optional on the card form (SPEC §5): the latest ones the payer typed win.
  const donation = await db
    .update(donations)
    .set({
      status: outcome.status,
      updatedAt,
      donorName: sql`coalesce(${outcome.billing?.name ?? null}, ${donations.donorName})`,
      donorEmail: sql`coalesce(${outcome.billing?.email ?? null}, ${donations.donorEmail})`,
    })
    .where(and(eq(donations.stripePaymentIntentId, outcome.intentId), inArray(donations.status, from)))
    .returning({ id: donations.id });
  if (donation.length > 0) return "updated";

  return (await isKnownIntent(db, outcome.intentId)) ? "unchanged" : "unknown-intent";
}

/**
 * A client who closed the coaching dialog and paid through a new one leaves the first checkout
 * open: once the program is paid, the client's other open checkouts are canceled in the records,
 * so the owner's list does not show a paying client as still pending. Should one of them be paid
 * after all (another tab), the provider's word replaces the cancel (`replaceableBy`).
 */
async function closeCheckoutsPaidElsewhere(
  db: AppDb,
  paid: { id: number; clientEmail: string | null },
  updatedAt: Date,
): Promise<void> {
  if (!paid.clientEmail) return;
  await db
    .update(coachingPayments)
    .set({ status: "canceled", updatedAt })
    .where(
      and(
        eq(coachingPayments.clientEmail, paid.clientEmail),
        ne(coachingPayments.id, paid.id),
        inArray(coachingPayments.status, replaceableBy.canceled),
      ),
    );
}

async function isKnownIntent(db: AppDb, intentId: string): Promise<boolean> {
  const [coaching] = await db
    .select({ id: coachingPayments.id })
    .from(coachingPayments)
    .where(eq(coachingPayments.stripePaymentIntentId, intentId));
  if (coaching) return true;
  const [donation] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.stripePaymentIntentId, intentId));
  return donation !== undefined;
}
