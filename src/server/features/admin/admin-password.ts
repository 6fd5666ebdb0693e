import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { promisify } from "node:util";

/**
 * The owner's password lives only on the server: as ADMIN_PASSWORD, or as ADMIN_PASSWORD_HASH
 * (`scrypt$N=…,r=…,p=…$salt$hash`, both base64) so the plain text need not sit in the environment
 * at all. The cost parameters travel in the hash, so a hash made with older, cheaper ones
 * (`scrypt$salt$hash`, Node's defaults) keeps working after the defaults rise.
 */
export type AdminPassword =
  | { kind: "plain"; value: string; generated: boolean }
  | { kind: "scrypt"; salt: Buffer; hash: Buffer; cost: ScryptCost };

/** scrypt's CPU/memory cost N, block size r and parallelism p. */
export type ScryptCost = { N: number; r: number; p: number };

/** A plain ADMIN_PASSWORD is checked with one SHA-256, so it must be long enough not to be guessed. */
export const MIN_ADMIN_PASSWORD_LENGTH = 16;
export const MAX_ADMIN_PASSWORD_LENGTH = 200;

/** OWASP's current guidance for scrypt: N=2^17, r=8, p=1 (128 MiB per hash). */
export const ADMIN_HASH_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** What `scrypt$salt$hash`, the first format, was made with: Node's defaults. */
const FIRST_FORMAT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** Node refuses scrypt above 32 MiB unless told; a hash needs 128·N·r·p bytes, plus room. */
const maxmemFor = ({ N, r, p }: ScryptCost) => 128 * N * r * p + 1024 * 1024;

export const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer | string,
  keylen: number,
  options?: ScryptOptions,
) => Promise<Buffer>;

function scryptWithCost(password: string, salt: Buffer, keylen: number, cost: ScryptCost): Promise<Buffer> {
  return scryptAsync(password, salt, keylen, { ...cost, maxmem: maxmemFor(cost) });
}

const HASH_BYTES = 32;
const MIN_SALT_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const COST = /^N=(\d{1,8}),r=(\d{1,2}),p=(\d{1,2})$/;

/**
 * Costs a hash may name: N a power of two from Node's default to 2^20, r up to 32, p up to 16.
 * Below that is weaker than any hash this site made; above, one login would take seconds and a
 * gigabyte.
 */
function acceptableCost(cost: ScryptCost): boolean {
  const { N, r, p } = cost;
  return Number.isInteger(Math.log2(N)) && N >= FIRST_FORMAT_COST.N && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

/**
 * Reads `scrypt$N=…,r=…,p=…$salt$hash` as `admin:hash-password` writes it, or the first format
 * `scrypt$salt$hash`; null for anything else. A cut or mangled value must never become a short
 * hash that any password matches.
 */
export function parseAdminPasswordHash(text: string): AdminPassword | null {
  const parts = text.split("$");
  if (parts[0] !== "scrypt" || (parts.length !== 3 && parts.length !== 4)) return null;
  let cost = FIRST_FORMAT_COST;
  if (parts.length === 4) {
    const match = COST.exec(parts[1]!);
    if (!match) return null;
    cost = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    if (!acceptableCost(cost)) return null;
  }
  const [saltText, hashText] = parts.slice(-2) as [string, string];
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return null;
  const salt = Buffer.from(saltText, "base64");
  const hash = Buffer.from(hashText, "base64");
  if (salt.length < MIN_SALT_BYTES || hash.length !== HASH_BYTES) return null;
  return { kind: "scrypt", salt, hash, cost };
}

export async function hashAdminPassword(password: string, cost: ScryptCost = ADMIN_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptWithCost(password, salt, HASH_BYTES, cost);
  return `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Used when nothing is configured, so a fresh install still has a working, private admin. */
export function generateAdminPassword(): string {
  return randomBytes(15).toString("base64url");
}

/** Constant-time: the answer takes as long for a near miss as for a wild guess. */
export async function adminPasswordMatches(expected: AdminPassword, attempt: string): Promise<boolean> {
  if (expected.kind === "scrypt") {
    if (expected.hash.length !== HASH_BYTES) return false;
    const candidate = await scryptWithCost(attempt, expected.salt, expected.hash.length, expected.cost);
    return timingSafeEqual(candidate, expected.hash);
  }
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(attempt), digest(expected.value));
}
