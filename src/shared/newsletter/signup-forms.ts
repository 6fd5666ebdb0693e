import type { NewsletterSource } from "./newsletter-signup.ts";

/**
 * The site's sign-up forms: what each holds and requires (SPEC §5) and the source each records
 * (SPEC §3). Free of zod, so a page's first load carries only the required-field check; the
 * browser's flow (`signup-flow.ts`) and the server's no-script path read the same sources.
 */

/** The three forms that run the newsletter flow: the home newsletter band, the blog's card, the home community form. */
export type SignupKind = "newsletter" | "blog-newsletter" | "community";

/** Which form is reporting: the three above or the landing page's guide form. */
export type SignupForm = SignupKind | "landing";

export type SignupInput = { email: string; firstName: string };

/** SPEC §3 sources: what a newsletter-flow sign-up records after the provider succeeded or failed. */
export const signupSources = {
  newsletter: { provider: "newsletter-signup-kit", fallback: "newsletter-signup-fallback" },
  "blog-newsletter": { provider: "blog-newsletter-signup-kit", fallback: "blog-newsletter-signup-fallback" },
  community: { provider: "community-signup-kit", fallback: "community-signup-fallback" },
} as const satisfies Record<SignupKind, { provider: NewsletterSource; fallback: NewsletterSource }>;

/** Whether a form asks for the first name as well as the address (SPEC §5). */
export function asksForFirstName(form: SignupForm): boolean {
  return form === "community" || form === "landing";
}

/** SPEC §5: the email is required everywhere; the community and landing forms also need a first name. */
export function missingFields(form: SignupForm, input: SignupInput): (keyof SignupInput)[] {
  const missing: (keyof SignupInput)[] = [];
  if (asksForFirstName(form) && input.firstName.trim() === "") missing.push("firstName");
  if (input.email.trim() === "") missing.push("email");
  return missing;
}

/**
 * What a page answers a sign-up form posted to it before the page's script ran (the route action):
 * the form shows it in place of the toast it would have raised. `values` are what was sent, trimmed,
 * to fill the fields again after a refusal; `invalid` are the fields to mend.
 */
export type SignupPostAnswer = {
  form: SignupForm;
  ok: boolean;
  title: string;
  description: string;
  values: SignupInput;
  invalid: (keyof SignupInput)[];
  /** The source the server recorded (SPEC §3), for the browser's local list once the script runs. */
  source?: NewsletterSource;
};
