import type { StripeError } from "@stripe/stripe-js";

/**
 * Whether Stripe.js refused a confirm because the payment was canceled: the site cancels a checkout
 * left unpaid for a day (decision 007), so a dialog left open that long cannot pay any more. Stripe
 * answers with `payment_intent_unexpected_state` and the intent, whose status says canceled.
 */
export function isCanceledIntentError(error: Pick<StripeError, "code" | "payment_intent">): boolean {
  return error.code === "payment_intent_unexpected_state" && error.payment_intent?.status === "canceled";
}
