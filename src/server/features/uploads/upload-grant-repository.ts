import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { hashToken, randomToken } from "#server/http/secret-tokens.ts";
import { uploadGrants } from "#server/db/schema.ts";

/** Records a grant for one upload of `objectName` and answers the random token for its URL. */
export async function createUploadGrant(
  db: AppDb,
  { objectName, ttlMs }: { objectName: string; ttlMs: number },
): Promise<{ token: string }> {
  const token = randomToken();
  // The database's clock decides expiry, so instances with drifting clocks agree.
  await db.insert(uploadGrants).values({
    tokenHash: hashToken(token),
    objectName,
    expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000})`,
  });
  return { token };
}

export type UploadGrantState = { objectName: string; expired: boolean; used: boolean };

export async function findUploadGrant(db: AppDb, token: string): Promise<UploadGrantState | null> {
  const [row] = await db
    .select({
      objectName: uploadGrants.objectName,
      expired: sql<boolean>`${uploadGrants.expiresAt} <= now()`,
      used: sql<boolean>`${uploadGrants.usedAt} is not null`,
    })
    .from(uploadGrants)
    .where(eq(uploadGrants.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * Marks a live, unused grant as used, in one statement so that of two simultaneous uploads on
 * any instances exactly one wins. Answers whether this caller won.
 */
export async function claimUploadGrant(db: AppDb, token: string): Promise<boolean> {
  const claimed = await db
    .update(uploadGrants)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(uploadGrants.tokenHash, hashToken(token)),
        isNull(uploadGrants.usedAt),
        gt(uploadGrants.expiresAt, sql`now()`),
      ),
    )
    .returning({ objectName: uploadGrants.objectName });
  return claimed.length === 1;
}

/** Gives a claimed grant back when storing the bytes failed, so the owner can retry the same URL. */
export async function releaseUploadGrant(db: AppDb, token: string): Promise<void> {
  await db
    .update(uploadGrants)
    .set({ usedAt: null })
    .where(eq(uploadGrants.tokenHash, hashToken(token)));
}

/** Grants a day past their expiry only explain old log lines; drop them. */
export async function deleteStaleUploadGrants(db: AppDb): Promise<void> {
  await db.delete(uploadGrants).where(lt(uploadGrants.expiresAt, sql`now() - interval '1 day'`));
}
