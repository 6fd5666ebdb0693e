import { z } from "zod";
import {
  causeText,
  fetchUpstream,
  parseJson,
  type UpstreamResponse,
} from "#server/providers/http/upstream-fetch.ts";

/**
 * Newsletter sign-ups through Kit (formerly ConvertKit), API v4 (DESIGN: providers, `kit` with
 * KIT_API_KEY and KIT_FORM_ID). The site has already stored the subscriber in its own table; this
 * adds them to the owner's Kit form too. Two calls, because Kit's form endpoint only takes an
 * existing subscriber:
 *
 * 1. `POST /v4/subscribers` creates the subscriber, or updates the first name of an existing one
 *    (Kit documents it as an upsert: 201 created, 200 updated).
 * 2. `POST /v4/forms/{form_id}/subscribers` adds them to the form by address (201 added, 200 when
 *    already on it), which is what the owner sees as the form's sign-ups.
 *
 * Kit's problems come back as a non-ok result, never as an exception, and never with the API key
 * or Kit's own error text in the visitor-facing message.
 */

export type KitOptions = {
  apiKey: string;
  formId: string;
  /** Kit's API origin; tests point it at the stand-in. Default https://api.kit.com. */
  baseUrl?: string;
  /** Budget for the whole sign-up, both calls together (default 8 s): the visitor is waiting. */
  timeoutMs?: number;
};

export type KitResult =
  | { ok: true }
  | {
      ok: false;
      /** "rejected": Kit refused this address. "unavailable": Kit or its configuration failed. */
      reason: "rejected" | "unavailable";
      /** A sentence safe to show the visitor. */
      message: string;
      /** What Kit said, for the server log: never shown to visitors, never holds the API key. */
      logDetail?: string;
    };

export const KIT_FAILURE_MESSAGES = {
  rejected: "That email address could not be added to the newsletter. Please check it and try again.",
  unavailable: "The newsletter service is not available right now. Please try again later.",
} as const;

const KIT_API_ORIGIN = "https://api.kit.com";
const DEFAULT_TIMEOUT_MS = 8_000;
/** Kit's error text is kept for the log, not stored whole: it is someone else's input. */
const MAX_LOG_DETAIL_CHARS = 300;

/** Both endpoints answer with the subscriber; anything else on a 2xx is not Kit speaking. */
const subscriberAnswerSchema = z.object({
  subscriber: z.object({ id: z.number(), email_address: z.string() }),
});
/** Kit's error envelope on every failure status. */
const errorAnswerSchema = z.object({ errors: z.array(z.string()) });

export class KitNewsletter {
  readonly #apiKey: string;
  readonly #formId: string;
  readonly #origin: string;
  readonly #timeoutMs: number;

  constructor(options: KitOptions) {
    this.#apiKey = options.apiKey;
    this.#formId = options.formId;
    this.#origin = (options.baseUrl ?? KIT_API_ORIGIN).replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Adds the address (already trimmed and lower-cased by the caller) to the configured form. */
  async subscribe(subscriber: { email: string; firstName: string | null }): Promise<KitResult> {
    const signal = AbortSignal.timeout(this.#timeoutMs);
    // No first_name when there is none: the upsert would otherwise blank a name given earlier.
    const created = await this.#post(
      "/v4/subscribers",
      subscriber.firstName === null
        ? { email_address: subscriber.email }
        : { email_address: subscriber.email, first_name: subscriber.firstName },
      signal,
    );
    if (!created.ok) return created;
    return this.#post(
      `/v4/forms/${encodeURIComponent(this.#formId)}/subscribers`,
      { email_address: subscriber.email },
      signal,
    );
  }

  async #post(path: string, body: Record<string, string>, signal: AbortSignal): Promise<KitResult> {
    const call = `Kit POST ${path}`;
    let answer: UpstreamResponse;
    try {
      answer = await fetchUpstream({
        service: "Kit",
        url: `${this.#origin}${path}`,
        method: "POST",
        headers: {
          "X-Kit-Api-Key": this.#apiKey,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify(body),
        signal,
        secrets: [this.#apiKey],
      });
    } catch (error) {
      // The helper's error names the step; its cause is what the network said (refused, reset, DNS).
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      const why = signal.aborted ? `no answer within ${this.#timeoutMs} ms` : causeText(cause);
      return this.#failure("unavailable", `${call} failed: ${why}`);
    }

    const { status } = answer;
    const json = parseJson(answer.body);
    if (status >= 200 && status < 300) {
      return subscriberAnswerSchema.safeParse(json).success
        ? { ok: true }
        : this.#failure("unavailable", `${call} answered HTTP ${status} without a subscriber`);
    }
    const errors = errorAnswerSchema.safeParse(json);
    const said = errors.success ? errors.data.errors.join("; ") : "no Kit error body";
    return this.#failure(reasonFor(status), `${call} answered HTTP ${status}: ${said}`);
  }

  #failure(reason: "rejected" | "unavailable", detail: string): KitResult {
    const scrubbed = this.#apiKey ? detail.split(this.#apiKey).join("[api key]") : detail;
    return {
      ok: false,
      reason,
      message: KIT_FAILURE_MESSAGES[reason],
      logDetail: scrubbed.slice(0, MAX_LOG_DETAIL_CHARS),
    };
  }
}

/**
 * Only a 400 or 422 is about the address the visitor typed (Kit: "Email address is invalid").
 * Every other status is the site's or Kit's problem and the visitor may simply try later: 401/403
 * a wrong or revoked key or an account limit, 404 a form id Kit does not know, 429 Kit's rate
 * limit, 5xx Kit itself.
 */
function reasonFor(status: number): "rejected" | "unavailable" {
  return status === 400 || status === 422 ? "rejected" : "unavailable";
}
