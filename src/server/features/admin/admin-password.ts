import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

/**
 * The owner's password lives only on the server: as ADMIN_PASSWORD, or as ADMIN_PASSWORD_HASH
 * (scrypt$salt$hash, both base64) so the plain text need not sit in the environment at all.
 */
export type AdminPassword =
  | { kind: "plain"; value: string; generated: boolean }
  | { kind: "scrypt"; salt: Buffer; hash: Buffer };

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const HASH_BYTES = 32;

export function parseAdminPasswordHash(text: string): AdminPassword {
  const [, salt, hash] = text.split("$");
  return { kind: "scrypt", salt: Buffer.from(salt!, "base64"), hash: Buffer.from(hash!, "base64") };
}

export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, HASH_BYTES);
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Used when nothing is configured, so a fresh install still has a working, private admin. */
export function generateAdminPassword(): string {
  return randomBytes(15).toString("base64url");
}

/** Constant-time: the answer takes as long for a near miss as for a wild guess. */
export async function adminPasswordMatches(expected: AdminPassword, attempt: string): Promise<boolean> {
  if (expected.kind === "scrypt") {
    const candidate = await scryptAsync(attempt, expected.salt, expected.hash.length);
    return timingSafeEqual(candidate, expected.hash);
  }
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(attempt), digest(expected.value));
}
