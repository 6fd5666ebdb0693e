import { coachingTabCopy } from "../../content/admin.ts";
import { isSucceeded } from "./business-totals.ts";

/** SPEC §9: a coaching payment shows the last 8 characters of its payment intent id. */
const INTENT_ID_SUFFIX_LENGTH = 8;

export type PaymentBadge = typeof coachingTabCopy.completed | typeof coachingTabCopy.pending;

/** SPEC §4 "Coaching payment badge": succeeded shows Completed, anything else Pending. */
export function coachingPaymentBadge(status: string): PaymentBadge {
  return isSucceeded({ status }) ? coachingTabCopy.completed : coachingTabCopy.pending;
}

export function intentIdSuffix(intentId: string): string {
  return intentId.slice(-INTENT_ID_SUFFIX_LENGTH);
}
