import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

/**
 * The owner's password lives only on the server: as ADMIN_PASSWORD, or as ADMIN_PASSWORD_HASH
 * (scrypt$salt$hash, both base64) so the plain text need not sit in the environment at all.
 */
export type AdminPassword =
  | { kind: "plain"; value: string; generated: boolean }
  | { kind: "scrypt"; salt: Buffer; hash: Buffer };

export const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer | string,
  keylen: number,
) => Promise<Buffer>;
const HASH_BYTES = 32;
const MIN_SALT_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Reads `scrypt$salt$hash` as `admin:hash-password` writes it; null for anything else. A cut or
 * mangled value must never become a short hash that any password matches.
 */
export function parseAdminPasswordHash(text: string): AdminPassword | null {
  const parts = text.split("$");
  if (parts.length !== 3 || parts[0] !== "scrypt" || !BASE64.test(parts[1]!) || !BASE64.test(parts[2]!)) return null;
  const salt = Buffer.from(parts[1]!, "base64");
  const hash = Buffer.from(parts[2]!, "base64");
  if (salt.length < MIN_SALT_BYTES || hash.length !== HASH_BYTES) return null;
  return { kind: "scrypt", salt, hash };
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
    if (expected.hash.length !== HASH_BYTES) return false;
    const candidate = await scryptAsync(attempt, expected.salt, expected.hash.length);
    return timingSafeEqual(candidate, expected.hash);
  }
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(attempt), digest(expected.value));
}
