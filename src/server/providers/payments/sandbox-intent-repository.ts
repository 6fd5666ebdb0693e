import { and, eq, ne } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { sandboxPaymentIntents } from "../../db/schema.ts";

export type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

export async function insertSandboxIntent(
  db: AppDb,
  intent: { id: string; clientSecretHash: string; amount: number },
): Promise<void> {
  await db.insert(sandboxPaymentIntents).values(intent);
}

export async function findSandboxIntentBySecretHash(db: AppDb, clientSecretHash: string): Promise<SandboxIntent | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecretHash, clientSecretHash));
  return row ?? null;
}

/**
 * Marks an intent paid, once: false when it already was (a double click, a second tab), so a
 * payment is never taken twice.
 */
export async function markSandboxIntentSucceeded(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentIntents)
    .set({ status: "succeeded", updatedAt: new Date() })
    .where(and(eq(sandboxPaymentIntents.id, id), ne(sandboxPaymentIntents.status, "succeeded")))
    .returning({ id: sandboxPaymentIntents.id });
  return rows.length === 1;
}
