import type { NewsletterSource } from "#shared/newsletter/newsletter-signup.ts";

/**
 * SPEC §3 local sign-up lists: every successful sign-up is also kept in this browser, under
 * newsletterSignups (email, signedUpAt, source) or communitySignups (plus firstName).
 */
export const NEWSLETTER_SIGNUPS_KEY = "newsletterSignups";
export const COMMUNITY_SIGNUPS_KEY = "communitySignups";

export type NewsletterSignupRecord = { email: string; signedUpAt: string; source: NewsletterSource };
export type CommunitySignupRecord = NewsletterSignupRecord & { firstName: string };

/** The part of `window.localStorage` the lists use. */
export type SignupStorage = Pick<Storage, "getItem" | "setItem">;

function readList(storage: SignupStorage, key: string): unknown[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return []; // a damaged list is started again rather than blocking new sign-ups
  }
}

/**
 * Appends a record to its list. Never throws: storage may be blocked (private mode, strict
 * settings, a full quota), and the sign-up itself has already succeeded on the server.
 */
export function rememberSignup(
  storage: () => SignupStorage,
  record: NewsletterSignupRecord | CommunitySignupRecord,
): void {
  const key = "firstName" in record ? COMMUNITY_SIGNUPS_KEY : NEWSLETTER_SIGNUPS_KEY;
  try {
    const store = storage();
    store.setItem(key, JSON.stringify([...readList(store, key), record]));
  } catch (error) {
    console.warn(`The sign-up could not be kept in ${key}`, error);
  }
}
