import { sandboxCardProblem, type SandboxCard } from "#shared/payments/sandbox-card.ts";

/**
 * Live formatting and per-field checks of the sandbox card form. They mirror what Stripe's own
 * card form does as you type, so trying the site in test mode feels like the real checkout.
 */

const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** Card number in groups of four ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOnly(raw).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Expiry as "MM / YY". A first digit above 1 can only be a month's second digit ("4" → "04 / "),
 * and the separator is added as the month completes unless the visitor is deleting backwards.
 */
export function formatExpiry(raw: string, { deleting = false }: { deleting?: boolean } = {}): string {
  // "1/" typed by hand: the slash closes a one-digit month.
  const oneDigitMonth = /^\s*(\d)\s*\//.exec(raw);
  let digits = digitsOnly(raw).slice(0, 4);
  if (digits === "") return "";
  if (oneDigitMonth || /^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Security code: 3 or 4 digits. */
export function formatCvc(raw: string): string {
  return digitsOnly(raw).slice(0, 4);
}

export type CardField = keyof SandboxCard;
export const cardFields: readonly CardField[] = ["number", "expiry", "cvc"];

// Complete, valid values: checking one field against these isolates its own problem.
const completeCard: SandboxCard = { number: "4242 4242 4242 4242", expiry: "12 / 99", cvc: "123" };

/** The message for one field of the card (the shared sandbox rule, worded as Stripe words it), if any. */
export function cardFieldProblem(
  field: CardField,
  card: SandboxCard,
  now: Date = new Date(),
): string | undefined {
  return sandboxCardProblem({ ...completeCard, [field]: card[field] }, now)?.message;
}

/** A test card's expiry that is always in the future: December, three years from now. */
export function testCardExpiry(now: Date = new Date()): string {
  return `12 / ${String((now.getUTCFullYear() + 3) % 100).padStart(2, "0")}`;
}
