import { desc } from "drizzle-orm";
import type { NewsletterSubscriber } from "../../../shared/admin/business-data.ts";
import type { AppDb } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema.ts";

/** Every subscriber row, newest first; the Audience tab shows the subscribed ones. */
export async function listSubscribers(db: AppDb): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(({ updatedAt: _updated, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
