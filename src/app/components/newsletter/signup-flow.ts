import type { NewsletterSource } from "#shared/newsletter/newsletter-signup.ts";
import { signupSources, type SignupInput, type SignupKind } from "#shared/newsletter/signup-forms.ts";
import { rememberSignup, type SignupStorage } from "./local-signup-lists.ts";

/**
 * SPEC §7 "Newsletter flow", free of React and of the browser's globals so it can be unit-tested:
 * the provider first, then our own list with the success source, or with the fallback source when
 * the provider failed. A sign-up is lost only when both calls fail. The forms load it on first use.
 */

export const signupEndpoints = {
  provider: "/api/kit/subscribe",
  newsletter: "/api/newsletter",
  landing: "/api/newsletter/subscribe",
} as const;

/** The part of a fetch Response the flow reads. */
export type JsonResponse = { ok: boolean; status?: number; json(): Promise<unknown> };
/** A JSON POST, as `postJson` below sends it; tests pass their own. */
export type PostJson = (url: string, body: Record<string, unknown>) => Promise<JsonResponse>;

/** SPEC §7 shared rules: a JSON body with a JSON content type, cookie credentials. */
export const postJson: PostJson = (url, body) =>
  fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/**
 * True when the call answered 2xx and its JSON, if any, does not say `ok: false` (SPEC §7: the ok
 * flag is read, and the newsletter form also parses the JSON). A network failure is a failure.
 * A refusal because this network signed up too often (429) is the server's own sentence, which
 * says when to try again: trying again at once, as the usual failure text asks, cannot help.
 */
async function called(call: () => Promise<JsonResponse>): Promise<boolean | string> {
  try {
    const response = await call();
    const body: unknown = await response.json().catch(() => undefined);
    const answer =
      typeof body === "object" && body !== null ? (body as { ok?: unknown; message?: unknown }) : {};
    if (response.status === 429) return typeof answer.message === "string" ? answer.message : false;
    return response.ok && answer.ok !== false;
  } catch {
    return false;
  }
}

export type SignupOutcome =
  | { ok: true; source: NewsletterSource; viaProvider: boolean }
  /** `refusal`: the server's sentence when it refused for too many sign-ups (see `called`). */
  | { ok: false; refusal: string | null };

export type SignupDeps = {
  post: PostJson;
  formId: string;
  /** Where the local lists live (`() => window.localStorage` in the browser). */
  storage: () => SignupStorage;
  now?: () => Date;
};

/**
 * Runs one sign-up of a form (SPEC §7 "Newsletter flow"):
 * 1. POST /api/kit/subscribe with the email, the first name ("" on the newsletter forms) and the form id;
 * 2. on success, POST /api/newsletter with the form's provider source. The provider has the address
 *    by then (and our server recorded it before calling the provider), so a failure of this second
 *    call does not undo the sign-up;
 * 3. on provider failure, POST /api/newsletter with the fallback source (plus the first name on the
 *    community form); only when that fails too is the sign-up a failure.
 * A stored sign-up is also kept in the browser's local list.
 */
export async function runSignupFlow(
  kind: SignupKind,
  input: SignupInput,
  deps: SignupDeps,
): Promise<SignupOutcome> {
  const email = input.email.trim();
  const firstName = kind === "community" ? input.firstName.trim() : "";
  const sources = signupSources[kind];

  const viaProvider =
    (await called(() => deps.post(signupEndpoints.provider, { email, firstName, formId: deps.formId }))) ===
    true;
  let source: NewsletterSource;
  if (viaProvider) {
    source = sources.provider;
    await called(() => deps.post(signupEndpoints.newsletter, { email, source }));
  } else {
    source = sources.fallback;
    const body = kind === "community" ? { email, source, firstName } : { email, source };
    const stored = await called(() => deps.post(signupEndpoints.newsletter, body));
    if (stored !== true) return { ok: false, refusal: typeof stored === "string" ? stored : null };
  }

  rememberSignupOf(kind, { email, firstName }, source, deps);
  return { ok: true, source, viaProvider };
}

/** Keeps a stored sign-up in the browser's local list of its kind (SPEC §3), dated now. */
export function rememberSignupOf(
  kind: SignupKind,
  { email, firstName }: SignupInput,
  source: NewsletterSource,
  deps: Pick<SignupDeps, "storage" | "now">,
): void {
  const signedUpAt = (deps.now?.() ?? new Date()).toISOString();
  rememberSignup(
    deps.storage,
    kind === "community" ? { email, firstName, signedUpAt, source } : { email, signedUpAt, source },
  );
}

/**
 * The landing page's sign-up (SPEC §7): the provider call with the first name, then
 * POST /api/newsletter/subscribe. True only when both succeed; any failure is 'Something went wrong'.
 */
export async function runLandingSignup(
  input: SignupInput,
  deps: Pick<SignupDeps, "post" | "formId">,
): Promise<boolean> {
  const email = input.email.trim();
  const firstName = input.firstName.trim();
  return (
    (await called(() => deps.post(signupEndpoints.provider, { email, firstName, formId: deps.formId }))) ===
      true && (await called(() => deps.post(signupEndpoints.landing, { email, firstName }))) === true
  );
}
