import { z } from "#shared/zod.ts";
import { emailSchema } from "#shared/email.ts";
import { firstNameMaxLength } from "#shared/field-limits.ts";
import { requiredText, text } from "#shared/text-field.ts";

/**
 * SPEC §3, §5, §7 sign-ups: one definition for the forms and the three endpoints. Addresses are
 * stored trimmed and lower-cased, one row per address.
 */

const newsletterLimits = { firstName: firstNameMaxLength } as const;

/**
 * Where a sign-up came from (SPEC §3 sources). The blog form's provider success and the landing
 * page are named here too, so the owner can tell every form apart.
 */
export const newsletterSources = [
  "newsletter-signup-kit",
  "newsletter-signup-fallback",
  "community-signup-kit",
  "community-signup-fallback",
  "blog-newsletter-signup-kit",
  "blog-newsletter-signup-fallback",
  "landing-page",
] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** Sign-ups follow the site-wide address rule (src/shared/email.ts). */
export const signupEmailSchema = emailSchema;

/** Optional everywhere on the server; an empty name (the newsletter form sends "") is no name. */
const firstNameSchema = text("First name", { max: newsletterLimits.firstName })
  .transform((name) => name || null)
  .nullish()
  .transform((name) => name ?? null);

/** POST /api/kit/subscribe. formId is accepted for the spec's shape; the server uses its configured form. */
export const providerSignupSchema = z.object({
  email: signupEmailSchema,
  firstName: firstNameSchema,
  formId: z
    .union([z.string().max(40), z.number()], {
      error: "formId must be text of at most 40 characters, or a number",
    })
    .optional(),
});

/** POST /api/newsletter. */
export const newsletterSignupSchema = z.object({
  email: signupEmailSchema,
  source: z.enum(newsletterSources, { error: `source must be one of: ${newsletterSources.join(", ")}` }),
  firstName: firstNameSchema,
});

/** POST /api/newsletter/subscribe (the landing page): first name and e-mail both required (SPEC §5). */
export const landingSignupSchema = z.object({
  email: signupEmailSchema,
  firstName: requiredText("First name", { max: newsletterLimits.firstName }),
});

/** Every sign-up call's success answer (SPEC §7 reads the ok flag). */
export const signupAcceptedSchema = z.object({ ok: z.literal(true) });

/**
 * The provider call's refusal (422 rejected, 502 unavailable): the ok flag, and the API's usual
 * error code and message.
 */
export const providerSignupRefusalSchema = z.object({
  ok: z.literal(false),
  error: z.enum(["newsletter_rejected", "newsletter_unavailable"]),
  message: z.string(),
});

/** The provider call's answer (SPEC §7: the ok flag is read). */
export type ProviderSignupResponse =
  z.input<typeof signupAcceptedSchema> | z.input<typeof providerSignupRefusalSchema>;

/** POST /api/newsletter/unsubscribe, from the signed link. */
export const unsubscribeRequestSchema = z.object({
  email: signupEmailSchema,
  token: z
    .string({ error: "The unsubscribe link's token must be text" })
    .min(1, "The unsubscribe link is incomplete")
    .max(100, "This unsubscribe link is not valid. Please use the link from your latest e-mail."),
});
