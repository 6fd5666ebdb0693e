import type { Donation } from "#shared/admin/business-data.ts";
import { paymentStatusCopy } from "#app/content/admin.ts";
import { isSucceeded } from "./business-totals.ts";

/** SPEC §9: a coaching payment shows the last 8 characters of its payment intent id. */
const INTENT_ID_SUFFIX_LENGTH = 8;

/** A checkout left unpaid for a day is canceled by the server (decision 007). */
const CANCELED = "canceled";

export type PaymentBadge = keyof typeof paymentStatusCopy;

/**
 * SPEC §4 "Coaching payment badge": succeeded shows Completed, anything else Pending; except a
 * checkout canceled after a day unpaid, which is no longer pending and shows Not completed
 * (decision 011).
 */
export function paymentBadge(status: string): PaymentBadge {
  if (isSucceeded({ status })) return "completed";
  return status === CANCELED ? "notCompleted" : "pending";
}

export function intentIdSuffix(intentId: string): string {
  return intentId.slice(-INTENT_ID_SUFFIX_LENGTH);
}

/**
 * The donations the Support tab lists: all but canceled ones nobody left a name or e-mail on.
 * Such a row is a donation dialog opened and closed again: no gift, and no one to thank or ask.
 */
export function listedDonations(donations: Donation[]): Donation[] {
  return donations.filter(
    (donation) =>
      donation.status !== CANCELED || Boolean(donation.donorName?.trim() || donation.donorEmail?.trim()),
  );
}
