import type { PaymentIntent, StripeError } from "@stripe/stripe-js";

/** The parts of a confirmPayment error the outcome depends on. */
export type ConfirmError = Pick<StripeError, "type" | "code" | "message"> & {
  payment_intent?: ConfirmedIntent;
};

/**
 * What a confirm's answer means for the payer:
 * - "paid": the intent was paid after all (a connection dropped after the charge, a second tab or
 *   double submit already paid it), so the purchase succeeded;
 * - "canceled": the site canceled it, left unpaid for a day (decision 007), so only a new one can
 *   be paid;
 * - "declined": the card was refused or its authentication failed, in Stripe's words for the payer
 *   (SPEC §8 'Payment Failed' with the provider's message);
 * - "invalid": details the Payment Element marks itself, next to the field;
 * - "verify-bank": a bank debit waits until the payer verifies the account with the small
 *   deposit Stripe makes (Stripe e-mails them how); the money moves after that;
 * - "error": anything else (Stripe out of reach, a refused request), SPEC §8's unexpected error.
 */
export type ConfirmOutcome =
  | { kind: "paid" }
  | { kind: "verify-bank" }
  | { kind: "canceled" }
  | { kind: "declined"; message: string | null }
  | { kind: "invalid" }
  | { kind: "error" };

/**
 * Whether the error is the payer's own (a refused card, a failed authentication, incomplete
 * details): it says the money did not move. Any other error says nothing about the money, so the
 * intent is read back before the payer is told anything.
 */
export function isPayerError(error: Pick<StripeError, "type" | "code">): boolean {
  return (
    error.type === "card_error" ||
    error.type === "validation_error" ||
    error.code === "payment_intent_authentication_failure"
  );
}

/** The parts of an intent the outcome depends on: its status and what it waits for. */
export type ConfirmedIntent = Pick<PaymentIntent, "status"> & { next_action?: { type: string } | null };

/** The outcome of a confirm Stripe.js answered without an error, from the intent it returned. */
export function confirmedIntentOutcome({ status, next_action }: ConfirmedIntent): ConfirmOutcome {
  if (status === "succeeded" || status === "processing") return { kind: "paid" };
  if (status === "requires_action" && next_action?.type === "verify_with_microdeposits") return { kind: "verify-bank" };
  return { kind: "error" };
}

/** The outcome, given the intent as the error carried it or as it was read back (undefined: unknown). */
export function confirmErrorOutcome(error: ConfirmError, intent: ConfirmedIntent | undefined): ConfirmOutcome {
  if (intent) {
    // Paid, or a bank account to verify, whatever the error said on the way.
    const settled = confirmedIntentOutcome(intent);
    if (settled.kind !== "error") return settled;
    if (intent.status === "canceled") return { kind: "canceled" };
  }
  if (error.type === "validation_error") return { kind: "invalid" };
  if (isPayerError(error)) return { kind: "declined", message: error.message || null };
  return { kind: "error" };
}
