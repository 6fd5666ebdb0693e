import { and, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { hashToken, randomToken } from "#server/http/secret-tokens.ts";
import { adminSessions } from "#server/db/schema.ts";

/**
 * Stores a new session and answers the random token that goes into the cookie. The session is
 * live only while the configured password has the same fingerprint (admin-password-fingerprint.ts).
 */
export async function createAdminSession(
  db: AppDb,
  ttlMs: number,
  passwordFingerprint: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), expiresAt, passwordFingerprint });
  return { token, expiresAt };
}

export async function isLiveAdminSession(
  db: AppDb,
  token: string,
  passwordFingerprint: string,
): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        eq(adminSessions.passwordFingerprint, passwordFingerprint),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

export async function deleteAdminSession(db: AppDb, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredAdminSessions(db: AppDb): Promise<void> {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, sql`now()`));
}

/** Ends the sessions made under another password than the configured one (or before fingerprints). */
export async function deleteAdminSessionsOfOtherPasswords(
  db: AppDb,
  passwordFingerprint: string,
): Promise<void> {
  const { passwordFingerprint: stored } = adminSessions;
  await db.delete(adminSessions).where(or(isNull(stored), ne(stored, passwordFingerprint)));
}
