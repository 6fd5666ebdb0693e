/**
 * The messages of a card payment (SPEC §8, quoted word for word): the card form shows them, and the
 * server answers a failed payment request with them.
 */

/** SPEC §8 payment rows. */
export const paymentMessages = {
  /** Title of the toast whose description is the provider's own message. */
  failedTitle: "Payment Failed",
  errorTitle: "Error",
  unexpected: "Something went wrong. Please try again.",
  /** Coaching and donation intent failure (the donation dialog also closes). */
  intentFailed: "Failed to initialize payment. Please try again.",
  /** The provider came back to a return page saying the payment did not go through. */
  notCompleted: "Your payment was not completed. No money was taken; please try again with another card.",
  /** The dialog was left open so long that its payment was canceled (decision 007): only a new one can be paid. */
  canceled: "This payment was left unfinished and has been canceled. Please start again.",
  /** A bank debit waits on micro-deposits (decision 007): nothing failed, one step is left to the payer. */
  verifyBankTitle: "Check your email",
  verifyBank:
    "Stripe will make a small deposit to your bank account and e-mail you how to use it to verify the account. Your payment goes through once the account is verified.",
};
