import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  landingSignupSchema,
  newsletterSignupSchema,
  providerSignupSchema,
  unsubscribeRequestSchema,
  providerSignupRefusalSchema,
  signupAcceptedSchema,
} from "../../../shared/newsletter/newsletter-signup.ts";
import type { AppDb } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import { enforceRateLimit, rateLimitClientKey, rateLimitReached } from "../../http/rate-limit.ts";
import type { KitNewsletter } from "../../providers/newsletter/kit-newsletter.ts";
import { signupRateLimit, signupRateLimitKey, subscribeThroughProvider } from "./sign-ups.ts";
import { recordLeaving, recordSubscriber } from "./subscriber-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

const ok = { ok: true } as const;

const INVALID_LINK_MESSAGE = "This unsubscribe link is not valid. Please use the link from your latest e-mail.";

export type PageUnsubscribeOutcome =
  | { done: true }
  /** `invalid`: the link itself is refused, trying again cannot help; else too many tries or a failure. */
  | { done: false; invalid: boolean; message?: string };

export type PageUnsubscribes = (
  client: { ip: string; log: FastifyBaseLogger },
  link: { email: string; token: string },
) => Promise<PageUnsubscribeOutcome>;

/**
 * Per client address, for unsubscribing, apart from sign-ups: a household that signed up often
 * can still leave the list. A signed link needs one try; the limit keeps tokens from being guessed.
 */
export const unsubscribeRateLimit = {
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "Too many unsubscribe attempts from your network. Please wait an hour and try again.",
};

const unsubscribeRateLimitKey = (ip: string) => `newsletter-unsubscribe:${rateLimitClientKey(ip)}`;

/**
 * The unsubscribe page's 'Unsubscribe' posted by a browser that has not run the page's script: the
 * same check of the signed link, rate limit and change as POST /api/newsletter/unsubscribe.
 */
export function pageUnsubscribes(db: AppDb, unsubscribeLinks: UnsubscribeLinks): PageUnsubscribes {
  return async ({ ip, log }, link) => {
    try {
      // Every try counts, a refused link included, as on the API: guessing tokens stays limited.
      if (await rateLimitReached(db, unsubscribeRateLimitKey(ip), unsubscribeRateLimit)) {
        return { done: false, invalid: false, message: unsubscribeRateLimit.message };
      }
      const parsed = unsubscribeRequestSchema.safeParse(link);
      if (!parsed.success || !unsubscribeLinks.isValid(parsed.data.email, parsed.data.token)) {
        return { done: false, invalid: true, message: INVALID_LINK_MESSAGE };
      }
      await recordLeaving(db, parsed.data.email, "unsubscribed");
      log.info("newsletter unsubscribe from the page's form");
      return { done: true };
    } catch (error) {
      log.error({ err: error }, "an unsubscribe form's post could not be stored");
      return { done: false, invalid: false };
    }
  };
}

/**
 * SPEC §7 sign-up calls (DESIGN: Sign-up data flow). Every address is recorded in our own list
 * before any outside call, so a sign-up is never lost when Kit fails; with Kit configured it is
 * added to the Kit form as well.
 */
export const newsletterRoutes: FastifyPluginAsync<{
  db: AppDb;
  kit: KitNewsletter | null;
  unsubscribeLinks: UnsubscribeLinks;
}> = async (app, { db, kit, unsubscribeLinks }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = (ip: string, reply: FastifyReply) => enforceRateLimit(db, reply, signupRateLimitKey(ip), signupRateLimit);

  const accepted = { 200: signupAcceptedSchema };
  // The refusals are this route's own answers (SPEC §7); other errors keep the API's usual shape.
  const refused = { 422: providerSignupRefusalSchema, 502: providerSignupRefusalSchema };
  const providerSignup = { body: providerSignupSchema, response: { ...accepted, ...refused } };

  typed.post("/api/kit/subscribe", { schema: providerSignup }, async (request, reply) => {
    await limit(request.ip, reply);
    const { email, firstName } = request.body;
    const result = await subscribeThroughProvider(db, kit, { email, firstName }, request.log);
    if (!result || result.ok) return ok;
    // The visitor's browser then records the sign-up with its fallback source (SPEC §7).
    const rejected = result.reason === "rejected";
    return reply.status(rejected ? 422 : 502).send({
      ok: false,
      error: rejected ? "newsletter_rejected" : "newsletter_unavailable",
      message: result.message,
    });
  });

  typed.post("/api/newsletter", { schema: { body: newsletterSignupSchema, response: accepted } }, async (request, reply) => {
    await limit(request.ip, reply);
    await recordSubscriber(db, request.body);
    return ok;
  });

  typed.post("/api/newsletter/subscribe", { schema: { body: landingSignupSchema, response: accepted } }, async (request, reply) => {
    await limit(request.ip, reply);
    await recordSubscriber(db, { ...request.body, source: "landing-page" });
    return ok;
  });

  typed.post("/api/newsletter/unsubscribe", { schema: { body: unsubscribeRequestSchema, response: accepted } }, async (request, reply) => {
    await enforceRateLimit(db, reply, unsubscribeRateLimitKey(request.ip), unsubscribeRateLimit);
    const { email, token } = request.body;
    if (!unsubscribeLinks.isValid(email, token)) {
      throw new HttpError(400, "invalid_unsubscribe_link", INVALID_LINK_MESSAGE);
    }
    await recordLeaving(db, email, "unsubscribed");
    request.log.info("newsletter unsubscribe");
    return ok;
  });
};
