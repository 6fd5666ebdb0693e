import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { brand } from "#shared/content/brand.ts";
import { paymentMessages } from "#shared/content/payment-messages.ts";
import {
  coachingIntentRequestSchema,
  donationIntentRequestSchema,
  donationTierFor,
  intentResponseSchema,
} from "#shared/payments/payment-requests.ts";
import {
  sandboxConfirmResponseSchema,
  type SandboxConfirmResponse,
} from "#shared/payments/payment-answers.ts";
import { sandboxConfirmRequestSchema } from "#shared/payments/sandbox-card.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { enforceRateLimit, rateLimitClientKey } from "#server/http/rate-limit.ts";
import {
  PaymentGatewayUnavailableError,
  type CreatedIntent,
  type IntentInput,
  type PaymentGateway,
} from "#server/providers/payments/payment-gateway.ts";
import { SandboxGateway } from "#server/providers/payments/sandbox-gateway.ts";
import {
  insertPendingCoachingPayment,
  insertPendingDonation,
  recordPaymentOutcome,
} from "./payment-repository.ts";

/**
 * Per client address. Each intent writes a pending record, so a script must not be able to fill
 * the owner's lists; a real buyer needs a handful.
 */
export const paymentIntentRateLimit = {
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message:
    "Too many payment attempts from your network. Please wait an hour, or write to us and we will help.",
};

const unavailableMessage = "Failed to initialize payment. Please try again.";

/**
 * SPEC §7 intent calls (DESIGN: Payment data flow). The server decides every amount: the
 * program's configured price, or a donation tier / custom amount in range. The client secret is
 * answered only after the pending record is stored, so no payment can happen without one.
 */
export const paymentRoutes: FastifyPluginAsync<{ db: AppDb; gateway: PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function createIntent(
    ip: string,
    reply: Parameters<typeof enforceRateLimit>[1],
    input: IntentInput,
  ): Promise<CreatedIntent> {
    await enforceRateLimit(db, reply, `payment-intent:${rateLimitClientKey(ip)}`, paymentIntentRateLimit);
    try {
      return await gateway.createIntent(input);
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      app.log.error({ err: error, provider: gateway.kind }, "payment provider refused to create an intent");
      throw new HttpError(503, "payment_provider_unavailable", unavailableMessage);
    }
  }

  const coachingIntent = { body: coachingIntentRequestSchema, response: { 200: intentResponseSchema } };
  typed.post("/api/create-coaching-intent", { schema: coachingIntent }, async (request, reply) => {
    const { clientName, clientEmail } = request.body;
    const { programName, priceCents } = brand.coaching;
    const intent = await createIntent(request.ip, reply, {
      amountCents: priceCents,
      description: programName,
      receiptEmail: clientEmail,
      metadata: { purpose: "coaching", program: programName, clientName },
    });
    await insertPendingCoachingPayment(db, {
      clientName,
      clientEmail,
      amount: priceCents,
      program: programName,
      intentId: intent.intentId,
    });
    request.log.info({ intentId: intent.intentId }, "coaching intent created");
    return { clientSecret: intent.clientSecret };
  });

  const donationIntent = { body: donationIntentRequestSchema, response: { 200: intentResponseSchema } };
  typed.post("/api/create-donation-intent", { schema: donationIntent }, async (request, reply) => {
    const amountCents = Math.round(request.body.amount * 100);
    const tier = donationTierFor(amountCents);
    const intent = await createIntent(request.ip, reply, {
      amountCents,
      description: `Donation to ${brand.showName}${tier ? ` (${tier})` : ""}`,
      metadata: { purpose: "donation", tier: tier ?? "custom" },
    });
    await insertPendingDonation(db, { amount: amountCents, tier, intentId: intent.intentId });
    request.log.info({ intentId: intent.intentId, amountCents }, "donation intent created");
    return { clientSecret: intent.clientSecret };
  });

  if (gateway instanceof SandboxGateway) await app.register(sandboxConfirmRoute, { db, sandbox: gateway });
};

/** The sandbox provider's card confirm (only while no Stripe keys are configured). */
const sandboxConfirmRoute: FastifyPluginAsync<{ db: AppDb; sandbox: SandboxGateway }> = async (
  app,
  { db, sandbox },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/payments/sandbox/confirm",
      { schema: { body: sandboxConfirmRequestSchema, response: { 200: sandboxConfirmResponseSchema } } },
      async (request, reply): Promise<SandboxConfirmResponse> => {
        await enforceRateLimit(
          db,
          reply,
          `sandbox-confirm:${rateLimitClientKey(request.ip)}`,
          paymentIntentRateLimit,
        );
        // One transaction: the intent is marked paid only together with its payment or donation row.
        const result = await db.transaction(async (tx) => {
          const confirmed = await sandbox.confirm(request.body, tx);
          if (confirmed.kind === "processed") await recordPaymentOutcome(tx, confirmed.outcome);
          return confirmed;
        });
        switch (result.kind) {
          case "unknown-intent":
            throw new HttpError(
              404,
              "payment_not_found",
              "This payment could not be found. Please start again.",
            );
          case "already-paid":
            throw new HttpError(409, "payment_already_completed", "This payment has already been completed.");
          case "canceled":
            throw new HttpError(409, "payment_canceled", paymentMessages.canceled);
          case "invalid-card":
            throw new HttpError(400, "invalid_card", result.problem.message, {
              [`card.${result.problem.field}`]: result.problem.message,
            });
          case "processed": {
            const paymentIntentId = result.outcome.intentId;
            return result.declineMessage === null
              ? { status: "succeeded", paymentIntentId }
              : { status: "failed", paymentIntentId, message: result.declineMessage };
          }
        }
      },
    );
};
