import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { NewsletterSource } from "#shared/newsletter/newsletter-signup.ts";
import type { SubscriberStatus } from "#shared/newsletter/subscriber-status.ts";
import type { AppDb } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";

/**
 * Every subscriber row, newest first, as stored; the Audience tab shows the subscribed ones and
 * folds the others below. The route's response schema (newsletterSubscriberSchema) picks the
 * columns the owner sees.
 */
export async function listSubscribers(db: AppDb) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

/**
 * Records a sign-up: one row per address, and answers where the address stands afterwards. A
 * repeat changes nothing, except that an address that unsubscribed is subscribed again with a new
 * consent date, and a first name or source the row did not have yet is filled. A suppressed
 * address (bounced or complained) is left exactly as it is: no form puts it back on the list.
 */
export async function recordSubscriber(
  db: AppDb,
  signup: { email: string; firstName: string | null; source: NewsletterSource | null },
): Promise<SubscriberStatus> {
  const existing = newsletterSubscribers;
  const [written] = await db
    .insert(newsletterSubscribers)
    .values({ ...signup, status: "subscribed" })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: "subscribed",
        consentedAt: sql`case when ${existing.status} = 'unsubscribed' then now() else ${existing.consentedAt} end`,
        firstName: sql`coalesce(${existing.firstName}, excluded.first_name)`,
        source: sql`coalesce(${existing.source}, excluded.source)`,
        updatedAt: new Date(),
      },
      setWhere: sql`${existing.status} = 'unsubscribed'
        or (${existing.status} = 'subscribed' and (
          (${existing.firstName} is null and excluded.first_name is not null)
          or (${existing.source} is null and excluded.source is not null)))`,
    })
    .returning({ status: newsletterSubscribers.status });
  if (written) return written.status;
  // Nothing to write: a repeat of a subscribed address, or a suppressed one.
  const [kept] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, signup.email));
  // Only the owner deleting the row between the two statements leaves none: it is on no list now.
  return kept?.status ?? "unsubscribed";
}

/**
 * The states an address leaves for each way of leaving, from mildest to gravest. A leaving only
 * ever makes the state graver: an unsubscribe link or Kit's later "unsubscribed" does not turn a
 * bounced address into one a form may sign up again.
 */
const leavingFrom: Record<Exclude<SubscriberStatus, "subscribed">, SubscriberStatus[]> = {
  unsubscribed: ["subscribed"],
  bounced: ["subscribed", "unsubscribed"],
  complained: ["subscribed", "unsubscribed", "bounced"],
};

/**
 * Records that an address left the list (its unsubscribe link, or Kit's report); an unknown
 * address is not an error (the link is idempotent, and Kit reports on its own subscribers too).
 */
export async function recordLeaving(
  db: AppDb,
  email: string,
  status: Exclude<SubscriberStatus, "subscribed">,
): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status, updatedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.email, email), inArray(newsletterSubscribers.status, leavingFrom[status])),
    );
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
