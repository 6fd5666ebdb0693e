/**
 * The card form's own wording, shared by every card payment (the coaching purchase and the
 * donations). The messages of SPEC §8 are in `src/shared/content/payment-messages.ts`.
 */

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
