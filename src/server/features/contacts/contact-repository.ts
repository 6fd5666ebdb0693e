import { desc, eq } from "drizzle-orm";
import type { ContactMessage } from "../../../shared/admin/business-data.ts";
import type { ContactMessageInput } from "../../../shared/contacts/contact-message.ts";
import type { AppDb } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

type Row = typeof contactMessages.$inferSelect;
const toContactMessage = (row: Row): ContactMessage => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertContactMessage(db: AppDb, input: Required<ContactMessageInput>): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return toContactMessage(row!);
}

/** Newest first, as the Overview and Support tabs show them. */
export async function listContactMessages(db: AppDb): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessage);
}

/** Removes one message (the owner clearing spam); false when no message has this id. */
export async function deleteContactMessage(db: AppDb, id: number): Promise<boolean> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return deleted.length > 0;
}
