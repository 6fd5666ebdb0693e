import { and, desc, eq, gt } from "drizzle-orm";
import type { ContactMessageInput } from "#shared/contacts/contact-message.ts";
import type { AppDb } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";

/** A stored message, dates as Dates; the routes' response schemas decide what the JSON shows. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** How long the same message sent again counts as the one already received. */
export const REPEATED_MESSAGE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The message already stored when the same sender sent the very same one within the last hour (a
 * double press, a retry after a dropped answer): that one is the answer, and the owner's inbox
 * holds it once.
 */
export async function repeatedContactMessage(
  db: AppDb,
  input: Required<ContactMessageInput>,
): Promise<ContactMessageRow | undefined> {
  const since = new Date(Date.now() - REPEATED_MESSAGE_WINDOW_MS);
  const [earlier] = await db
    .select()
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.email, input.email),
        eq(contactMessages.name, input.name),
        eq(contactMessages.type, input.type),
        eq(contactMessages.subject, input.subject),
        eq(contactMessages.message, input.message),
        gt(contactMessages.createdAt, since),
      ),
    )
    .limit(1);
  return earlier;
}

export async function insertContactMessage(
  db: AppDb,
  input: Required<ContactMessageInput>,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return row!;
}

/** Newest first, as the Overview and Support tabs show them. */
export async function listContactMessages(db: AppDb): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Removes one message (the owner clearing spam); false when no message has this id. */
export async function deleteContactMessage(db: AppDb, id: number): Promise<boolean> {
  const deleted = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return deleted.length > 0;
}
