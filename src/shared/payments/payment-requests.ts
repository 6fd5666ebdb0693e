import { z } from "#shared/zod.ts";
import { emailSchema } from "#shared/email.ts";
import { emailMaxLength } from "#shared/field-limits.ts";
import { requiredText } from "#shared/text-field.ts";
import { brand } from "#shared/content/brand.ts";
import { groupDigits } from "#shared/digit-groups.ts";

/**
 * SPEC §3, §5 and §7: the two intent requests, one definition for the dialogs and the routes.
 * Amounts in requests are US dollars (the spec's `amount: 2800`); the server stores cents and
 * decides what is charged.
 */

export const paymentLimits = { name: 120, email: emailMaxLength } as const;

/** SPEC §5 coaching name rule, with the exact messages. */
export const coachingNameSchema = requiredText("Name", { min: 2, max: paymentLimits.name });

/** SPEC §5 coaching email rule: the site-wide address rule, which carries the spec's messages. */
export const coachingEmailSchema = emailSchema;

/**
 * POST /api/create-coaching-intent. The amount is read for the spec's shape but never trusted:
 * the configured program price is charged whatever it says.
 */
export const coachingIntentRequestSchema = z.object({
  amount: z.unknown().optional(),
  clientName: coachingNameSchema,
  clientEmail: coachingEmailSchema,
});
export type CoachingIntentRequest = z.input<typeof coachingIntentRequestSchema>;

/** A custom donation (not one of the tiers) is whole cents within this range. */
const customDonationRange = { minDollars: 1, maxDollars: 10_000 } as const;

const tierList = brand.donationTiers.map((tier) => `$${tier.amountCents / 100}`).join(", ");
export const donationAmountMessage = `Choose a donation of ${tierList}, or an amount from $${customDonationRange.minDollars} to $${groupDigits(customDonationRange.maxDollars)}.`;

/** POST /api/create-donation-intent: a tier's amount or a sane custom amount, in dollars. */
export const donationIntentRequestSchema = z.object({
  amount: z
    .number({ error: donationAmountMessage })
    .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, donationAmountMessage)
    .refine(
      (dollars) => dollars >= customDonationRange.minDollars && dollars <= customDonationRange.maxDollars,
      donationAmountMessage,
    ),
});
export type DonationIntentRequest = z.input<typeof donationIntentRequestSchema>;

/** The tier a donation amount (cents) belongs to, by name; custom amounts have none. */
export function donationTierFor(amountCents: number): string | null {
  return brand.donationTiers.find((tier) => tier.amountCents === amountCents)?.name ?? null;
}

export const intentResponseSchema = z.object({ clientSecret: z.string() });

/**
 * What the browser needs to show a card form, from the server's configuration (SPEC §7: the
 * publishable key is served, never built into the bundle).
 */
export type PaymentsBrowserConfig = { provider: "sandbox" } | { provider: "stripe"; publishableKey: string };

/** SPEC §7 card payment provider: where a redirecting confirmation comes back to. */
export const paymentReturnPaths = {
  coaching: "/coaching?payment=success",
  /** The gift's amount travels along, so the return can thank for it and record it. */
  donation: (amountCents: number) => `/support?donation=success&amount=${amountCents}`,
} as const;

/**
 * The amount (cents) a donation return carries: whole cents within the donation range, or null
 * when it is missing or not one (an old or edited address still gets its thank-you).
 */
export function returnedDonationCents(params: URLSearchParams): number | null {
  const text = params.get("amount");
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const cents = Number(text);
  const { minDollars, maxDollars } = customDonationRange;
  return cents >= minDollars * 100 && cents <= maxDollars * 100 ? cents : null;
}
