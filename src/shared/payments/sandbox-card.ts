import { z } from "#shared/zod.ts";
import { paymentLimits } from "./payment-requests.ts";
import { optionalEmailSchema } from "#shared/email.ts";
import { text } from "#shared/text-field.ts";

/**
 * The sandbox payment provider's card rules (the default when no Stripe keys are configured).
 * It behaves like Stripe in test mode: the same test card numbers and the same messages, so
 * the owner can try the whole purchase without real money. Used by the sandbox card form for
 * live hints and by the server's confirm, which alone decides the outcome.
 */

export const sandboxTestCards = [
  { number: "4242 4242 4242 4242", label: "Payment succeeds", declineMessage: null },
  { number: "4000 0000 0000 0002", label: "Card declined", declineMessage: "Your card was declined." },
  {
    number: "4000 0000 0000 9995",
    label: "Insufficient funds",
    declineMessage: "Your card has insufficient funds.",
  },
] as const;

export const unknownSandboxCardMessage =
  "Your card was declined. This checkout is in test mode: use one of the test card numbers shown on the form.";

export const sandboxCardMessages = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export type SandboxCard = { number: string; expiry: string; cvc: string };

export type SandboxCardProblem = { field: keyof SandboxCard; message: string };

const digitsOf = (value: string) => value.replace(/[\s-]/g, "");

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first thing wrong with the card's details, as Stripe's card form words it; null when complete. */
export function sandboxCardProblem(card: SandboxCard, now: Date = new Date()): SandboxCardProblem | null {
  const number = digitsOf(card.number);
  if (!/^\d*$/.test(number)) return { field: "number", message: sandboxCardMessages.numberInvalid };
  if (number.length < 13) return { field: "number", message: sandboxCardMessages.numberIncomplete };
  if (number.length > 19 || !passesLuhn(number))
    return { field: "number", message: sandboxCardMessages.numberInvalid };

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return { field: "expiry", message: sandboxCardMessages.expiryIncomplete };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return { field: "expiry", message: sandboxCardMessages.expiryMonthInvalid };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth)
    return { field: "expiry", message: sandboxCardMessages.expiryInPast };

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: sandboxCardMessages.cvcIncomplete };
  return null;
}

/** What the sandbox provider answers for a complete card: null for success, else the decline message. */
export function sandboxDeclineMessage(cardNumber: string): string | null {
  const number = digitsOf(cardNumber);
  const known = sandboxTestCards.find((card) => digitsOf(card.number) === number);
  return known ? known.declineMessage : unknownSandboxCardMessage;
}

/** POST /api/payments/sandbox/confirm: the card, and the billing name and email (SPEC §7). */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1, "clientSecret is required").max(200),
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  }),
  billing: z
    .object({
      name: text("Name", { max: paymentLimits.name }).optional(),
      email: optionalEmailSchema.optional(),
    })
    .default({}),
});
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;
export type ParsedSandboxConfirmRequest = z.output<typeof sandboxConfirmRequestSchema>;

/** The sandbox's answer: like stripe.confirmPayment, an error carries the provider's message. */
export type { SandboxConfirmResponse } from "./payment-answers.ts";
