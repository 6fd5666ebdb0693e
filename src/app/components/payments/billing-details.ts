import { coachingEmailSchema } from "#shared/payments/payment-requests.ts";

/** Who pays, as the card provider records it (SPEC §7: billing details are name and email). */
export type BillingDetails = { name?: string; email?: string };

export type DonorValues = { name: string; email: string };

/**
 * SPEC §5: the donor's name and email are optional. Blank fields are left out; an email that is
 * given must look like one (the same rule and message as the coaching email), because the
 * provider sends its receipt there.
 */
export function donorBilling(
  values: DonorValues,
): { billing: BillingDetails; emailError?: undefined } | { emailError: string } {
  const name = values.name.trim();
  const email = values.email.trim();
  if (email !== "") {
    const parsed = coachingEmailSchema.safeParse(email);
    if (!parsed.success)
      return { emailError: parsed.error.issues[0]?.message ?? "Please enter a valid email address" };
    return { billing: { ...(name ? { name } : {}), email: parsed.data } };
  }
  return { billing: name ? { name } : {} };
}
