/**
 * Texts shared by every card payment (the coaching purchase and the donations). The messages of
 * SPEC §8 are quoted word for word; the rest is the card form's own wording.
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

export const cardFormCopy = {
  loading: "Loading the secure payment form...",
  processing: "Processing...",
  cardNumber: "Card number",
  cardNumberPlaceholder: "1234 1234 1234 1234",
  expiry: "Expiry (MM / YY)",
  expiryPlaceholder: "MM / YY",
  cvc: "CVC",
  cvcPlaceholder: "123",
  cardDetailsLegend: "Card details",
  /** The sandbox provider: clearly not a real checkout. */
  testMode: {
    badge: "Test mode",
    notice: "Test mode — no real money is charged.",
    explanation:
      "No card processor is connected yet. Pay with a test card: any future expiry date and any 3-digit CVC work.",
    cardsHeading: "Test cards",
    useCard: "Use",
    useCardLabel: (number: string, outcome: string) => `Use test card ${number} (${outcome})`,
  },
  stripe: {
    secureNote: "Payments are processed securely by Stripe. Your card details never touch our servers.",
    unavailable: "The secure payment form could not be loaded. Please check your connection and try again.",
  },
  /** SPEC §5: the donor's name and email are optional. */
  donor: {
    legend: "Your details (optional)",
    hint: "Leave these blank to give anonymously. We only use your email to send a receipt.",
    name: "Name (optional)",
    email: "Email (optional)",
  },
};
