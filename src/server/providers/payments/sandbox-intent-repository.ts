import { and, eq } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { sandboxPaymentIntents } from "#server/db/schema.ts";

export type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

/** Stripe's names: waiting for a card (also after a declined one), then succeeded or canceled. */
const AWAITING_CARD = "requires_payment_method";

export async function insertSandboxIntent(
  db: AppDb,
  intent: { id: string; clientSecretHash: string; amount: number },
): Promise<void> {
  await db.insert(sandboxPaymentIntents).values(intent);
}

export async function findSandboxIntentBySecretHash(
  db: AppDb,
  clientSecretHash: string,
): Promise<SandboxIntent | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecretHash, clientSecretHash));
  return row ?? null;
}

/**
 * Moves an intent still waiting for a card to `status`, once: false when it had already moved
 * (paid by a double click or a second tab, or canceled), so a payment is never taken twice and a
 * canceled intent is never paid.
 */
export async function settleSandboxIntent(
  db: AppDb,
  id: string,
  status: "succeeded" | "canceled",
): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentIntents)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, AWAITING_CARD)))
    .returning({ id: sandboxPaymentIntents.id });
  return rows.length === 1;
}

export async function findSandboxIntent(db: AppDb, id: string): Promise<SandboxIntent | null> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row ?? null;
}
