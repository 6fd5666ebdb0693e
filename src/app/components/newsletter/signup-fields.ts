/**
 * What a sign-up form holds and requires (SPEC §5). Kept apart from the flow (`signup-flow.ts`), so
 * a page's first load carries only this check and the flow's calls load when the visitor needs them.
 */

/** The three forms that run the newsletter flow: the home newsletter band, the blog's card, the home community form. */
export type SignupKind = "newsletter" | "blog-newsletter" | "community";

/** Which form is reporting: the three above or the landing page's guide form. */
export type SignupForm = SignupKind | "landing";

export type SignupInput = { email: string; firstName: string };

/** SPEC §5: the email is required everywhere; the community and landing forms also need a first name. */
export function missingFields(form: SignupForm, input: SignupInput): (keyof SignupInput)[] {
  const needsName = form === "community" || form === "landing";
  const missing: (keyof SignupInput)[] = [];
  if (needsName && input.firstName.trim() === "") missing.push("firstName");
  if (input.email.trim() === "") missing.push("email");
  return missing;
}
