import type { FastifyBaseLogger } from "fastify";
import {
  landingSignupSchema,
  providerSignupSchema,
  type NewsletterSource,
} from "#shared/newsletter/newsletter-signup.ts";
import {
  asksForFirstName,
  signupSources,
  type SignupForm,
  type SignupInput,
} from "#shared/newsletter/signup-forms.ts";
import { isSuppressed } from "#shared/newsletter/subscriber-status.ts";
import type { AppDb } from "#server/db/client.ts";
import { rateLimitClientKey, rateLimitReached } from "#server/http/rate-limit.ts";
import type { KitNewsletter, KitResult } from "#server/providers/newsletter/kit-newsletter.ts";
import { recordSubscriber } from "./subscriber-repository.ts";

/**
 * Per client address, shared by the sign-up endpoints and the pages' form posts. A sign-up from a
 * script-run form makes two calls (provider, then our list), so this allows a household or an
 * office plenty while stopping a script.
 */
export const signupRateLimit = {
  limit: 60,
  windowMs: 60 * 60 * 1000,
  message: "Too many sign-ups from your network. Please wait an hour and try again.",
};

const signupRateLimitKey = (ip: string) => `newsletter:${rateLimitClientKey(ip)}`;

/**
 * Keeps the address in our own list first, so Kit failing never loses it, then adds it to the Kit
 * form when one is configured. Null without Kit: our list is the provider then.
 *
 * A suppressed address (it bounced, or its owner complained) stays off the list and is not sent
 * to Kit, which would otherwise add it to the form again. The answer is the one a sign-up that
 * went through gets, so a form does not tell a visitor who is on the list (decision 008).
 */
export async function subscribeThroughProvider(
  db: AppDb,
  kit: KitNewsletter | null,
  subscriber: { email: string; firstName: string | null },
  log: FastifyBaseLogger,
): Promise<KitResult | null> {
  const status = await recordSubscriber(db, { ...subscriber, source: null });
  if (!kit) return null;
  if (isSuppressed(status)) {
    log.info({ status }, "a sign-up of a suppressed address was not sent to kit");
    return { ok: true };
  }
  const result = await kit.subscribe(subscriber);
  if (!result.ok) {
    log.warn(
      { reason: result.reason, detail: result.logDetail },
      "kit refused a sign-up; kept in the local list",
    );
  }
  return result;
}

export type SignupReceipt =
  /** Refused: the client has signed up too often; the window ends then. */
  | { limitedUntil: Date }
  /** Kept in our list; `provider` is Kit's answer when it was sent there (null without Kit). */
  | { limitedUntil: null; provider: KitResult | null };

/**
 * A sign-up however it arrives, the browser's calls of SPEC §7 or a form posted to its page:
 * counted against the client's limit first, then either sent through the provider
 * (`subscribeThroughProvider`: our list, then Kit) or kept in our list under `source`.
 */
export async function signUp(
  db: AppDb,
  kit: KitNewsletter | null,
  { ip, log }: { ip: string; log: FastifyBaseLogger },
  subscriber: { email: string; firstName: string | null },
  to: { provider: true } | { source: NewsletterSource },
): Promise<SignupReceipt> {
  const limitedUntil = await rateLimitReached(db, signupRateLimitKey(ip), signupRateLimit);
  if (limitedUntil) return { limitedUntil };
  if ("source" in to) {
    await recordSubscriber(db, { ...subscriber, source: to.source });
    return { limitedUntil: null, provider: null };
  }
  return { limitedUntil: null, provider: await subscribeThroughProvider(db, kit, subscriber, log) };
}

export type PageSignupOutcome =
  | { stored: true; viaProvider: boolean; source: NewsletterSource }
  /** A field the visitor can mend, with the sentence that says how. */
  | { stored: false; field: keyof SignupInput; message: string }
  /** Refused for too many sign-ups: the sentence says when to try again. */
  | { stored: false; field?: undefined; message: string }
  /** Could not be stored (the database failed): trying again later may work. */
  | { stored: false; field?: undefined; message?: undefined };

export type PageSignups = (
  client: { ip: string; log: FastifyBaseLogger },
  form: SignupForm,
  input: SignupInput,
) => Promise<PageSignupOutcome>;

/**
 * A sign-up form posted by a browser that has not run the page's script (no JavaScript, or a
 * visitor quicker than a slow phone): the same rules, list and provider as the browser's flow of
 * SPEC §7, in one step on the server. It records the source the flow would have recorded.
 */
export function pageSignups(db: AppDb, kit: KitNewsletter | null): PageSignups {
  return async (client, form, input) => {
    const schema = form === "landing" ? landingSignupSchema : providerSignupSchema;
    const parsed = schema.safeParse({
      email: input.email,
      firstName: asksForFirstName(form) ? input.firstName : "",
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return {
        stored: false,
        field: issue?.path[0] === "firstName" ? "firstName" : "email",
        message: issue!.message,
      };
    }
    const subscriber = { email: parsed.data.email, firstName: parsed.data.firstName ?? null };
    try {
      const receipt = await signUp(db, kit, client, subscriber, { provider: true });
      if (receipt.limitedUntil) return { stored: false, message: signupRateLimit.message };
      const viaProvider = receipt.provider?.ok !== false;
      const source =
        form === "landing"
          ? "landing-page"
          : viaProvider
            ? signupSources[form].provider
            : signupSources[form].fallback;
      await recordSubscriber(db, { ...subscriber, source });
      return { stored: true, viaProvider, source };
    } catch (error) {
      client.log.error({ err: error }, "a sign-up form's post could not be stored");
      return { stored: false };
    }
  };
}
