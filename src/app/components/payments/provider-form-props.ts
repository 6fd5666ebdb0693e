import type { ReactNode } from "react";
import type { BillingDetails } from "./billing-details.ts";

/** What the sandbox form and the Stripe form both take from CardPaymentForm. */
export type ProviderFormProps = {
  /** The intent's client secret (SPEC §7: the browser confirms the payment with it). */
  clientSecret: string;
  /** Where a provider that redirects (3-D Secure) comes back to: paymentReturnPaths. */
  returnPath: string;
  submitLabel: string;
  /** Fields shown above the card details, e.g. the donor's optional name and email. */
  extraFields?: ReactNode;
  /** The billing details at the moment of paying; null stops the payment (the fields say why). */
  readBilling: () => BillingDetails | null;
  onSucceeded: () => void;
  /** The provider refused the card; `message` is its own sentence ("Your card was declined."). */
  onDeclined: (message: string) => void;
  onError: () => void;
  /** The payment was canceled, left unpaid for a day (decision 007): paying needs a new one. */
  onCanceled: () => void;
  /**
   * A bank debit waits until the payer verifies the account with the small deposit Stripe makes
   * (Stripe e-mails how); the payment stays pending until Stripe's webhook says how it ended.
   */
  onAwaitingBankVerification: () => void;
  onProcessingChange?: (busy: boolean) => void;
};
