import { desc } from "drizzle-orm";
import type { CoachingPayment, Donation } from "../../../shared/admin/business-data.ts";
import type { AppDb } from "../../db/client.ts";
import { coachingPayments, donations } from "../../db/schema.ts";

/** Every coaching payment, newest first (SPEC §2 Admin, Coaching tab). */
export async function listCoachingPayments(db: AppDb): Promise<CoachingPayment[]> {
  const rows = await db.select().from(coachingPayments).orderBy(desc(coachingPayments.createdAt), desc(coachingPayments.id));
  return rows.map(({ updatedAt: _updated, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Every donation, newest first (SPEC §2 Admin, Support tab). */
export async function listDonations(db: AppDb): Promise<Donation[]> {
  const rows = await db.select().from(donations).orderBy(desc(donations.createdAt), desc(donations.id));
  return rows.map(({ updatedAt: _updated, stripePaymentIntentId: _intent, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}
