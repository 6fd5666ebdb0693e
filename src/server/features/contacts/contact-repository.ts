import { desc, eq } from "drizzle-orm";
import type { ContactMessageInput } from "../../../shared/contacts/contact-message.ts";
import type { AppDb } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

/** A stored message, dates as Dates; the routes' response schemas decide what the JSON shows. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: AppDb, input: Required<ContactMessageInput>): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return row!;
}

/** Newest first, as the Overview and Support tabs show them. */
export async function listContactMessages(db: AppDb): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Removes one message (the owner clearing spam); false when no message has this id. */
export async function deleteContactMessage(db: AppDb, id: number): Promise<boolean> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return deleted.length > 0;
}
