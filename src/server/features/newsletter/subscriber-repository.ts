import { and, desc, eq, sql } from "drizzle-orm";
import type { NewsletterSource } from "../../../shared/newsletter/newsletter-signup.ts";
import type { AppDb } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";

/**
 * Every subscriber row, newest first, as stored; the Audience tab shows the subscribed ones. The
 * route's response schema (newsletterSubscriberSchema) picks the columns the owner sees.
 */
export async function listSubscribers(db: AppDb) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

/**
 * Records a sign-up: one row per address. A repeat changes nothing, except that it re-activates
 * an unsubscribed address and fills a first name or source the row did not have yet.
 */
export async function recordSubscriber(
  db: AppDb,
  signup: { email: string; firstName: string | null; source: NewsletterSource | null },
): Promise<void> {
  const existing = newsletterSubscribers;
  await db
    .insert(newsletterSubscribers)
    .values({ ...signup, subscribed: true })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        subscribed: true,
        firstName: sql`coalesce(${existing.firstName}, excluded.first_name)`,
        source: sql`coalesce(${existing.source}, excluded.source)`,
        updatedAt: new Date(),
      },
      setWhere: sql`${existing.subscribed} = false
        or (${existing.firstName} is null and excluded.first_name is not null)
        or (${existing.source} is null and excluded.source is not null)`,
    });
}

/** Turns an address's subscription off; an unknown address is not an error (the link is idempotent). */
export async function unsubscribe(db: AppDb, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ subscribed: false, updatedAt: new Date() })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.subscribed, true)));
}

/**
 * Removes a subscriber's record for good (the owner answering a request to delete their details,
 * as the privacy policy offers); false when no record has this id.
 */
export async function deleteSubscriber(db: AppDb, id: number): Promise<boolean> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0;
}
