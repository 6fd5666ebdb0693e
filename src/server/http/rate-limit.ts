import type { FastifyReply } from "fastify";
import { isIP } from "node:net";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "./errors.ts";
import { countHit } from "./rate-limit-repository.ts";

export type RateLimitRule = { limit: number; windowMs: number; message: string };

/**
 * Counts a request against a per-client rule and refuses it with 429 and Retry-After once the
 * window's limit is passed.
 */
export async function enforceRateLimit(
  db: AppDb,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const resetAt = await rateLimitReached(db, key, rule);
  if (resetAt) throw tooManyRequests(reply, resetAt, rule.message);
}

/** Counts a request against a per-client rule: when the window's limit is passed, the window's end; else null. */
export async function rateLimitReached(db: AppDb, key: string, rule: RateLimitRule): Promise<Date | null> {
  const { count, resetAt } = await countHit(db, key, rule.windowMs);
  return count > rule.limit ? resetAt : null;
}

/** How long until `resetAt`, in whole minutes rounded up, for a refusal's message: "3 minutes". */
export function minutesUntil(resetAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export function tooManyRequests(reply: FastifyReply, resetAt: Date, message: string): HttpError {
  reply.header("retry-after", String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))));
  return new HttpError(429, "too_many_requests", message);
}

/**
 * The client part of a rate-limit key. An IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d)
 * counts as itself; an IPv6 address counts as its /64, since one subscriber gets a whole /64 and
 * can pick any address in it. Written one way only (`2001:db8:0:1::/64`), however the address
 * was spelled.
 */
export function rateLimitClientKey(address: string): string {
  return rateLimitNetworkKeys(address, [64])[0]!;
}

/**
 * The keys of the networks an address belongs to, for limits that also count wider networks: an
 * IPv6 address answers one key per prefix asked for (`2001:db8:0:100::/56` for 56), since whoever
 * holds a /48 can move between its /64s at will. IPv4 (also IPv4-mapped) and anything that is not
 * an IP address answer the one key rateLimitClientKey gives.
 */
export function rateLimitNetworkKeys(address: string, ipv6Prefixes: readonly (64 | 56 | 48)[]): string[] {
  const withoutZone = address.replace(/%.*$/, "");
  if (isIP(withoutZone) !== 6) return [address];
  const groups = ipv6Groups(withoutZone);
  const ipv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (ipv4Mapped) return [[groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".")];
  return ipv6Prefixes.map((prefix) => {
    // A /56 keeps the upper byte of the fourth group; /64 and /48 end on a group boundary.
    const network = groups
      .slice(0, 4)
      .map((group, i) => (i === 3 && prefix === 56 ? group & 0xff00 : i * 16 >= prefix ? 0 : group));
    return `${network.map((group) => group.toString(16)).join(":")}::/${prefix}`;
  });
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const hexOnly = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a: string, b: string, c: string, d: string) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
        .map((group) => group.toString(16))
        .join(":"),
  );
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((group) => parseInt(group, 16)) : [];
  const [head, tail] = hexOnly.split("::");
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
