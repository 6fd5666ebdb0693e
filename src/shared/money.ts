import { groupDigits } from "./digit-groups.ts";

/**
 * SPEC §9: amounts are stored in cents and shown as US dollars. Whole-dollar amounts drop the
 * cents ("$2,800"); any other amount shows two decimals ("$12.50"). Written out rather than with
 * `Intl.NumberFormat`, whose locale data costs every first visit (digit-groups.ts).
 */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
  const whole = Math.abs(cents);
  const dollars = `$${groupDigits(Math.floor(whole / 100))}`;
  const amount = whole % 100 === 0 ? dollars : `${dollars}.${String(whole % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${amount}` : amount;
}
