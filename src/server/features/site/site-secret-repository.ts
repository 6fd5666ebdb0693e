import { eq } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { siteSecrets } from "#server/db/schema.ts";
import { randomToken } from "#server/http/secret-tokens.ts";

/**
 * The named secret, made on first use. Every instance on the same database reads the same value:
 * the first insert wins and the others keep it.
 */
export async function siteSecret(db: AppDb, name: string): Promise<string> {
  await db.insert(siteSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, name));
  return row!.value;
}
