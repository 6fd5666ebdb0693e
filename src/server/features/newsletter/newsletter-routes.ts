import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  landingSignupSchema,
  newsletterSignupSchema,
  providerSignupSchema,
  unsubscribeRequestSchema,
  providerSignupRefusalSchema,
  signupAcceptedSchema,
  type NewsletterSource,
} from "#shared/newsletter/newsletter-signup.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { tooManyRequests } from "#server/http/rate-limit.ts";
import type { KitNewsletter } from "#server/providers/newsletter/kit-newsletter.ts";
import { signUp, signupRateLimit } from "./sign-ups.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";
import { INVALID_LINK_MESSAGE, unsubscribe, unsubscribeRateLimit } from "./unsubscribes.ts";

const ok = { ok: true } as const;

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
  const signUpFrom = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subscriber: { email: string; firstName?: string | null },
    to: { provider: true } | { source: NewsletterSource },
  ) => {
    const client = { ip: request.ip, log: request.log };
    const receipt = await signUp(
      db,
      kit,
      client,
      { email: subscriber.email, firstName: subscriber.firstName ?? null },
      to,
    );
    if (receipt.limitedUntil) throw tooManyRequests(reply, receipt.limitedUntil, signupRateLimit.message);
    return receipt.provider;
  };

  const accepted = { 200: signupAcceptedSchema };
  // The refusals are this route's own answers (SPEC §7); other errors keep the API's usual shape.
  const refused = { 422: providerSignupRefusalSchema, 502: providerSignupRefusalSchema };
  const providerSignup = { body: providerSignupSchema, response: { ...accepted, ...refused } };

  typed.post("/api/kit/subscribe", { schema: providerSignup }, async (request, reply) => {
    const result = await signUpFrom(request, reply, request.body, { provider: true });
    if (!result || result.ok) return ok;
    // The visitor's browser then records the sign-up with its fallback source (SPEC §7).
    const rejected = result.reason === "rejected";
    return reply.status(rejected ? 422 : 502).send({
      ok: false,
      error: rejected ? "newsletter_rejected" : "newsletter_unavailable",
      message: result.message,
    });
  });

  typed.post(
    "/api/newsletter",
    { schema: { body: newsletterSignupSchema, response: accepted } },
    async (request, reply) => {
      await signUpFrom(request, reply, request.body, { source: request.body.source });
      return ok;
    },
  );

  typed.post(
    "/api/newsletter/subscribe",
    { schema: { body: landingSignupSchema, response: accepted } },
    async (request, reply) => {
      await signUpFrom(request, reply, request.body, { source: "landing-page" });
      return ok;
    },
  );

  typed.post(
    "/api/newsletter/unsubscribe",
    { schema: { body: unsubscribeRequestSchema, response: accepted } },
    async (request, reply) => {
      const result = await unsubscribe(
        db,
        unsubscribeLinks,
        { ip: request.ip, log: request.log },
        request.body,
      );
      if (result.done) return ok;
      if ("invalidLink" in result) throw new HttpError(400, "invalid_unsubscribe_link", INVALID_LINK_MESSAGE);
      throw tooManyRequests(reply, result.limitedUntil, unsubscribeRateLimit.message);
    },
  );
};
