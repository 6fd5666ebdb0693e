import type { FastifyReply } from "fastify";
import type { AppDb } from "../db/client.ts";
import { HttpError } from "./errors.ts";
import { countHit } from "./rate-limit-repository.ts";

export type RateLimitRule = { limit: number; windowMs: number; message: string };

/**
 * Counts a request against a per-client rule and refuses it with 429 and Retry-After once the
 * window's limit is passed.
 */
export async function enforceRateLimit(db: AppDb, reply: FastifyReply, key: string, rule: RateLimitRule): Promise<void> {
  const { count, resetAt } = await countHit(db, key, rule.windowMs);
  if (count > rule.limit) throw tooManyRequests(reply, resetAt, rule.message);
}

export function tooManyRequests(reply: FastifyReply, resetAt: Date, message: string): HttpError {
  reply.header("retry-after", String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))));
  return new HttpError(429, "too_many_requests", message);
}
