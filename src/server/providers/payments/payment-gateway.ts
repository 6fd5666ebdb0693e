import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";

/**
 * The card payment provider behind one interface (DESIGN: providers): `sandbox` by default,
 * `stripe` when its keys are configured. The server creates an intent for an amount it decided;
 * the browser confirms it with the client secret; the provider's word (Stripe's signed webhook,
 * the sandbox's own confirm) marks the stored record succeeded or failed.
 */
export type IntentInput = {
  /** Integer cents, decided by the server. */
  amountCents: number;
  /** Shown on the provider's dashboard and the card statement's description. */
  description: string;
  /** Where the provider sends its receipt, when known before paying. */
  receiptEmail?: string;
  /** Kept with the intent at the provider (purpose, tier, program). */
  metadata: Record<string, string>;
};

export type CreatedIntent = { intentId: string; clientSecret: string };

/** What the provider says happened to an intent. */
export type PaymentOutcome = {
  intentId: string;
  status: "succeeded" | "failed" | "canceled";
  /** Billing details the payer typed on the card form (SPEC §7), when the provider has them. */
  billing?: { name: string | null; email: string | null };
};

export interface PaymentGateway {
  readonly kind: "sandbox" | "stripe";
  /** What the browser's card form needs; never a secret. */
  readonly browserConfig: PaymentsBrowserConfig;
  createIntent(input: IntentInput): Promise<CreatedIntent>;
  /**
   * The intent this client secret belongs to, with how it ended (null while still under way);
   * null when no intent has this secret. Knowing the secret is what proves a payment is the
   * caller's: only the payer's browser was given it.
   */
  findIntentBySecret(clientSecret: string): Promise<IntentBySecret | null>;
}

export type IntentBySecret = { intentId: string; outcome: PaymentOutcome | null };

/** The provider could not be reached or refused the request; the visitor is told to try again. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentGatewayUnavailableError";
  }
}
