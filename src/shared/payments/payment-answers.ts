import { z } from "#shared/zod.ts";

/**
 * Response schemas of the payment calls that the browser reads only by type. They live apart from
 * sandbox-card.ts, which the card form loads, so its bundle does not grow by them.
 */

/** POST /api/payments/sandbox/confirm: like stripe.confirmPayment, an error carries the provider's message. */
export const sandboxConfirmResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("succeeded"), paymentIntentId: z.string() }),
  z.object({ status: z.literal("failed"), paymentIntentId: z.string(), message: z.string() }),
]);
export type SandboxConfirmResponse = z.input<typeof sandboxConfirmResponseSchema>;
