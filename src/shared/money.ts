/**
 * SPEC §9: amounts are stored in cents and shown as US dollars. Whole-dollar amounts drop the
 * cents ("$2,800"); any other amount shows two decimals ("$12.50").
 */
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}
