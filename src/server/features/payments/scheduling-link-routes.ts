import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schedulingLinkAnswerSchema, schedulingLinkRequestSchema } from "#shared/payments/scheduling-link.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { enforceRateLimit, rateLimitClientKey } from "#server/http/rate-limit.ts";
import {
  PaymentGatewayUnavailableError,
  type PaymentGateway,
} from "#server/providers/payments/payment-gateway.ts";
import { findCoachingPaymentByIntent, recordPaymentOutcome } from "./payment-repository.ts";
import { schedulingLinkFor } from "./scheduling-link.ts";

/**
 * Per client address. The welcome toast asks again while a payment settles (a dozen times at most);
 * guessing client secrets is hopeless anyway, but each ask may cost a call to Stripe.
 */
export const schedulingLinkRateLimit = {
  limit: 120,
  windowMs: 60 * 60 * 1000,
  message:
    "Too many requests for the scheduling link. Please wait an hour, or write to us and we will send it.",
};

/**
 * SPEC §4 Coaching purchase: the link to book the first session, for the buyer of a coaching
 * payment that has succeeded and no one else. The client secret proves the payment is the
 * caller's; the provider's word, or the stored record, says it succeeded. Stripe is asked
 * directly, so the link does not wait for the webhook; what it says is recorded as the hourly
 * reconciliation would record it.
 */
export const schedulingLinkRoutes: FastifyPluginAsync<{ db: AppDb; gateway: PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/payments/scheduling-link",
      { schema: { body: schedulingLinkRequestSchema, response: { 200: schedulingLinkAnswerSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        await enforceRateLimit(
          db,
          reply,
          `scheduling-link:${rateLimitClientKey(request.ip)}`,
          schedulingLinkRateLimit,
        );
        let intent;
        try {
          intent = await gateway.findIntentBySecret(request.body.clientSecret);
        } catch (error) {
          if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
          app.log.error(
            { err: error, provider: gateway.kind },
            "payment provider did not say whether a payment succeeded",
          );
          throw new HttpError(
            503,
            "payment_provider_unavailable",
            "We could not check your payment just now. Please try again in a moment.",
          );
        }
        const payment = intent ? await findCoachingPaymentByIntent(db, intent.intentId) : null;
        if (!intent || !payment)
          throw new HttpError(404, "payment_not_found", "This payment could not be found.");
        if (intent.outcome && intent.outcome.status !== payment.status)
          await recordPaymentOutcome(db, intent.outcome);
        const succeeded = intent.outcome?.status === "succeeded" || payment.status === "succeeded";
        if (!succeeded) {
          throw new HttpError(
            409,
            "payment_not_completed",
            "This payment has not been completed, so there is no scheduling link for it yet.",
          );
        }
        return { schedulingLink: schedulingLinkFor(payment.amount) };
      },
    );
};
