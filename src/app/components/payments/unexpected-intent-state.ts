import type { PaymentIntent, StripeError } from "@stripe/stripe-js";

/**
 * What a refused confirm means when Stripe.js says the intent is not in a state to be confirmed
 * (`payment_intent_unexpected_state`): "canceled" when the site canceled it, left unpaid for a day
 * (decision 007), so a dialog open that long can no longer pay; "paid" when it was paid already
 * (another tab, a double submit); null for anything else, which is shown as Stripe worded it.
 */
export type UnexpectedStateOutcome = "canceled" | "paid" | null;

export function isUnexpectedIntentState(error: Pick<StripeError, "code">): boolean {
  return error.code === "payment_intent_unexpected_state";
}

/** The outcome for the intent's status, as the error carried it or as Stripe.js read it back. */
export function unexpectedStateOutcome(status: PaymentIntent["status"] | undefined): UnexpectedStateOutcome {
  if (status === "canceled") return "canceled";
  return status === "succeeded" || status === "processing" ? "paid" : null;
}
