/** The browser's record of the provider's donation returns already counted: their payment ids. */
export const COUNTED_DONATION_RETURNS_KEY = "podcast-counted-donation-returns";
/** Enough for any donor's recent gifts; the oldest ids go first. */
const KEPT_RETURNS = 20;

/**
 * Whether the provider's return for the payment `paymentId` is counted here for the first time,
 * remembering it if so. The same return opened again (a bookmark, the browser's history, a second
 * tab) thanks the donor again but counts the donation once. Where storage cannot be used, each
 * return counts, as the rewards themselves would not be kept there either.
 */
export function countDonationReturnOnce(paymentId: string): boolean {
  try {
    const counted = countedReturns(window.localStorage.getItem(COUNTED_DONATION_RETURNS_KEY));
    if (counted.includes(paymentId)) return false;
    const kept = [...counted, paymentId].slice(-KEPT_RETURNS);
    window.localStorage.setItem(COUNTED_DONATION_RETURNS_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window's quota, a blocked site): the return counts.
  }
  return true;
}

/** The ids a stored record holds; none when it is not a list (a damaged or foreign value). */
function countedReturns(saved: string | null): string[] {
  try {
    const value: unknown = JSON.parse(saved ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
