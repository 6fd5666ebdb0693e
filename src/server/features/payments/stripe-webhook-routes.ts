import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "#shared/zod.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { receiveJsonAsRawBytes } from "#server/http/raw-json-body.ts";
import { PaymentGatewayUnavailableError } from "#server/providers/payments/payment-gateway.ts";
import { WebhookSignatureError, type StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import { recordPaymentOutcome } from "./payment-repository.ts";

/** Stripe's events are small; this leaves room for large metadata without inviting abuse. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/** The answer Stripe gets once an event is handled; Stripe reads only the status. */
const receivedAnswer = z.object({ received: z.literal(true) });
const received = { received: true } as const;

/**
 * POST /api/webhooks/stripe: Stripe's word on a payment (DESIGN: Payment data flow). The
 * signature covers the exact bytes Stripe sent, so this plugin reads JSON bodies as raw buffers.
 * Answers 2xx once the outcome is stored (or the event is one we do not need); any other answer
 * makes Stripe retry, which the idempotent recording makes safe.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ db: AppDb; stripe: StripeGateway }> = async (
  app,
  { db, stripe },
) => {
  receiveJsonAsRawBytes(app, WEBHOOK_BODY_LIMIT_BYTES);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post("/api/webhooks/stripe", { schema: { response: { 200: receivedAnswer } } }, async (request) => {
    const signature = request.headers["stripe-signature"];
    let outcome;
    try {
      outcome = await stripe.outcomeFromWebhook(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) {
        // Stripe sends the event again later; nothing is recorded until it can be read in full.
        request.log.warn({ err: error }, "stripe webhook not recorded yet: Stripe could not be read");
        throw new HttpError(
          503,
          "payment_provider_unavailable",
          "Stripe could not be reached. Send the event again later.",
        );
      }
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn("stripe webhook refused: bad signature");
      throw new HttpError(400, "invalid_signature", "The Stripe-Signature header does not match this body.");
    }
    if (!outcome) return received;

    const recorded = await recordPaymentOutcome(db, outcome);
    if (recorded === "unknown-intent") {
      // Another product on the same Stripe account, or an intent created by hand in the dashboard.
      request.log.warn(
        { intentId: outcome.intentId },
        "stripe webhook for an intent this site did not create",
      );
    } else {
      request.log.info(
        { intentId: outcome.intentId, status: outcome.status, recorded },
        "stripe webhook recorded",
      );
    }
    return received;
  });
};
