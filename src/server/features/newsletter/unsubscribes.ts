import type { FastifyBaseLogger } from "fastify";
import { unsubscribeRequestSchema } from "#shared/newsletter/newsletter-signup.ts";
import type { AppDb } from "#server/db/client.ts";
import { rateLimitClientKey, rateLimitReached } from "#server/http/rate-limit.ts";
import { recordLeaving } from "./subscriber-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid. Please use the link from your latest e-mail.";

/**
 * Per client address, for unsubscribing, apart from sign-ups: a household that signed up often
 * can still leave the list. A signed link needs one try; the limit keeps tokens from being guessed.
 */
export const unsubscribeRateLimit = {
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "Too many unsubscribe attempts from your network. Please wait an hour and try again.",
};

export type UnsubscribeResult =
  { done: true } | { done: false; limitedUntil: Date } | { done: false; invalidLink: true };

/**
 * Takes an address off the list by the signed link from one of our e-mails, however it arrives:
 * the browser's call (POST /api/newsletter/unsubscribe) or the unsubscribe page's button posted
 * before its script ran. Every try counts against the client's limit, a refused link included, so
 * guessing tokens stays limited.
 */
export async function unsubscribe(
  db: AppDb,
  links: UnsubscribeLinks,
  { ip, log }: { ip: string; log: FastifyBaseLogger },
  link: { email: string; token: string },
): Promise<UnsubscribeResult> {
  const limitedUntil = await rateLimitReached(
    db,
    `newsletter-unsubscribe:${rateLimitClientKey(ip)}`,
    unsubscribeRateLimit,
  );
  if (limitedUntil) return { done: false, limitedUntil };
  const parsed = unsubscribeRequestSchema.safeParse(link);
  if (!parsed.success || !links.isValid(parsed.data.email, parsed.data.token))
    return { done: false, invalidLink: true };
  await recordLeaving(db, parsed.data.email, "unsubscribed");
  log.info("newsletter unsubscribe");
  return { done: true };
}

export type PageUnsubscribeOutcome =
  | { done: true }
  /** `invalid`: the link itself is refused, trying again cannot help; else too many tries or a failure. */
  | { done: false; invalid: boolean; message?: string };

export type PageUnsubscribes = (
  client: { ip: string; log: FastifyBaseLogger },
  link: { email: string; token: string },
) => Promise<PageUnsubscribeOutcome>;

/** The unsubscribe page's 'Unsubscribe' posted by a browser that has not run the page's script. */
export function pageUnsubscribes(db: AppDb, links: UnsubscribeLinks): PageUnsubscribes {
  return async (client, link) => {
    try {
      const result = await unsubscribe(db, links, client, link);
      if (result.done) return result;
      return "invalidLink" in result
        ? { done: false, invalid: true, message: INVALID_LINK_MESSAGE }
        : { done: false, invalid: false, message: unsubscribeRateLimit.message };
    } catch (error) {
      client.log.error({ err: error }, "an unsubscribe form's post could not be stored");
      return { done: false, invalid: false };
    }
  };
}
