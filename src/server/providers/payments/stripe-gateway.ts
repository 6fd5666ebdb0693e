import { timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import { z } from "zod";
import type { StripeApiAddress } from "#server/config.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import {
  PaymentGatewayUnavailableError,
  type CreatedIntent,
  type IntentBySecret,
  type IntentInput,
  type PaymentGateway,
  type PaymentOutcome,
} from "./payment-gateway.ts";

/**
 * Card payments through Stripe (DESIGN: providers): the server creates a PaymentIntent for the
 * amount it decided, the browser confirms it with the client secret, and Stripe's signed webhook
 * says how it ended. Neither the secret key nor the webhook secret leaves this module.
 */

export type StripeGatewayOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where stripe-node sends its API calls; Stripe's own API when absent (STRIPE_API_URL, tests' stand-in). */
  api?: StripeApiAddress;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /**
   * Retries after a connection error or a 5xx (default 1; stripe-node's own default is 2). A
   * create is retried with the same idempotency key, so it never makes two intents.
   */
  maxNetworkRetries?: number;
};

/** A webhook that did not come from Stripe as sent: no signature, a wrong or stale one, or no event. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}

/** The intent events that settle a payment. Stripe sends many others; those are acknowledged and ignored. */
const statusByEventType = new Map<string, PaymentOutcome["status"]>([
  ["payment_intent.succeeded", "succeeded"],
  ["payment_intent.payment_failed", "failed"],
  ["payment_intent.canceled", "canceled"],
]);

/** A webhook body is only trusted as far as its signature; its shape is still checked. */
const eventSchema = z.object({ type: z.string(), data: z.object({ object: z.unknown() }) });

const billingDetailsSchema = z.object({ name: z.string().nullish(), email: z.string().nullish() });
/** An intent names its payment method by id, or carries it expanded. */
const paymentMethodRefSchema = z
  .union([z.string().min(1), z.object({ billing_details: billingDetailsSchema })])
  .nullish();
const eventIntentSchema = z.object({
  id: z.string().min(1),
  object: z.literal("payment_intent"),
  status: z.string().optional(),
  payment_method: paymentMethodRefSchema,
  receipt_email: z.string().nullish(),
  last_payment_error: z.object({ payment_method: paymentMethodRefSchema }).nullish(),
  next_action: z.object({ type: z.string() }).nullish(),
  client_secret: z.string().nullish(),
});
type EventIntent = z.infer<typeof eventIntentSchema>;

/**
 * Whether the intent waits on something the payer does at checkout, within minutes: a card (none
 * yet, or another after a decline), a confirmation, or a step of the checkout itself (a card's
 * 3-D Secure, a redirect to a bank or wallet, a QR code to scan). A payer who has not done that
 * within a day walked away. Steps that take days by design (micro-deposits to arrive and be
 * verified, a voucher or bank transfer to pay) are not abandoned after a day, so they are left.
 */
function isWaitingForPayer(intent: EventIntent): boolean {
  if (intent.status === "requires_payment_method" || intent.status === "requires_confirmation") return true;
  return intent.status === "requires_action" && CHECKOUT_ACTIONS.has(intent.next_action?.type ?? "");
}

/** `next_action` types done at checkout, within minutes (Stripe's names). */
const CHECKOUT_ACTIONS = new Set([
  "use_stripe_sdk",
  "redirect_to_url",
  "alipay_handle_redirect",
  "cashapp_handle_redirect_or_display_qr_code",
  "wechat_pay_display_qr_code",
  "wechat_pay_redirect_to_android_app",
  "wechat_pay_redirect_to_ios_app",
  "swish_handle_redirect_or_display_qr_code",
]);

/**
 * How an intent read from Stripe's API ended, as the webhook would have said it; null while it is
 * still under way. A declined card leaves the intent waiting for another one, with the error kept.
 */
function settledStatus(intent: EventIntent): PaymentOutcome["status"] | null {
  if (intent.status === "succeeded") return "succeeded";
  if (intent.status === "canceled") return "canceled";
  if (intent.status === "requires_payment_method" && intent.last_payment_error) return "failed";
  return null;
}

export class StripeGateway implements PaymentGateway {
  readonly kind = "stripe";
  readonly browserConfig: PaymentsBrowserConfig;
  readonly #stripe: Stripe;
  readonly #secretKey: string;
  readonly #webhookSecret: string;

  constructor(options: StripeGatewayOptions) {
    this.browserConfig = { provider: "stripe", publishableKey: options.publishableKey };
    this.#secretKey = options.secretKey;
    this.#webhookSecret = options.webhookSecret;
    // No apiVersion: stripe-node sends the version its types describe.
    this.#stripe = new Stripe(options.secretKey, {
      ...options.api,
      timeout: options.timeoutMs ?? 10_000,
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      telemetry: false,
    });
  }

  async createIntent(input: IntentInput): Promise<CreatedIntent> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.#stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: "usd",
        description: input.description,
        receipt_email: input.receiptEmail,
        metadata: input.metadata,
        // The Payment Element offers whatever methods the owner enabled in the Stripe dashboard.
        automatic_payment_methods: { enabled: true },
      });
    } catch (error) {
      // No `cause`: the log would print Stripe's own message unredacted beside ours.
      throw new PaymentGatewayUnavailableError(
        `Stripe did not create the PaymentIntent: ${this.#describe(error)}`,
      );
    }
    if (typeof intent.id !== "string" || !intent.client_secret) {
      throw new PaymentGatewayUnavailableError("Stripe answered without a PaymentIntent client secret");
    }
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  /**
   * Verifies Stripe's signature over the raw body (so the body must be the bytes Stripe sent, not
   * re-serialized JSON) and the timestamp's age (stripe-node's 5 minutes, against replays), then
   * says what happened to the intent; `null` for an event that settles nothing.
   */
  async outcomeFromWebhook(
    rawBody: Buffer | string,
    signatureHeader: string | undefined,
  ): Promise<PaymentOutcome | null> {
    const event = await this.#verifiedEvent(rawBody, signatureHeader);
    const status = statusByEventType.get(event.type);
    if (!status) return null;
    const intent = eventIntentSchema.safeParse(event.data.object);
    if (!intent.success)
      throw new WebhookSignatureError(`Stripe ${event.type} event carries no PaymentIntent`);
    return this.#outcome(intent.data, status);
  }

  /**
   * What Stripe says now about the given intents, for catching up on webhooks that never arrived
   * (a misconfigured endpoint, or an outage longer than Stripe's three days of retries). Reads the
   * intents created since `since`, page by page, and yields an outcome for each asked-about intent
   * that has ended, as each page arrives; one still under way is left out.
   */
  async *outcomesOf(intentIds: ReadonlySet<string>, since: Date): AsyncGenerator<PaymentOutcome> {
    try {
      const intents = this.#stripe.paymentIntents.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
        expand: ["data.payment_method"],
      });
      for await (const listed of intents) {
        if (!intentIds.has(listed.id)) continue;
        const intent = eventIntentSchema.safeParse(listed);
        const status = intent.success ? settledStatus(intent.data) : null;
        if (!intent.success || !status) continue;
        yield await this.#outcome(intent.data, status);
      }
    } catch (error) {
      throw new PaymentGatewayUnavailableError(
        `Stripe did not list PaymentIntents: ${this.#describe(error)}`,
      );
    }
  }

  /**
   * Cancels an abandoned checkout's intent (reason `abandoned`), so it can no longer be paid. The
   * intent is read first: only one waiting on a checkout step of the payer's is canceled (a card, a
   * confirmation, 3-D Secure or a wallet's redirect). One that ended answers its outcome; one whose
   * payment is under way (processing, or a step that takes days such as micro-deposits) answers null
   * and is left alone. One this account does
   * not have (made with other keys, such as test keys before going live) can never be paid here, so
   * it counts as canceled.
   */
  async cancelUnpaidIntent(intentId: string): Promise<PaymentOutcome | null> {
    const intent = await this.#readIntent(intentId);
    if (!intent) return { intentId, status: "canceled" };
    const status = settledStatus(intent);
    if (status === "succeeded" || status === "canceled") return this.#outcome(intent, status);
    if (!isWaitingForPayer(intent)) return null;
    try {
      await this.#stripe.paymentIntents.cancel(intentId, { cancellation_reason: "abandoned" });
      return { intentId, status: "canceled" };
    } catch (error) {
      const movedOn =
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === "payment_intent_unexpected_state";
      if (!movedOn)
        throw new PaymentGatewayUnavailableError(
          `Stripe did not cancel the PaymentIntent: ${this.#describe(error)}`,
        );
    }
    // Paid (or otherwise moved on) between the read and the cancel.
    const now = await this.#readIntent(intentId);
    const settled = now ? settledStatus(now) : null;
    return now && settled ? this.#outcome(now, settled) : null;
  }

  /**
   * Reads the intent named in the client secret (`pi_…_secret_…`) from Stripe and checks that the
   * secret is the intent's own, so an intent id alone, or a made-up secret, finds nothing.
   */
  async findIntentBySecret(clientSecret: string): Promise<IntentBySecret | null> {
    const intentId = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
    if (!intentId) return null;
    const intent = await this.#readIntent(intentId);
    if (!intent?.client_secret || !sameText(intent.client_secret, clientSecret)) return null;
    const status = settledStatus(intent);
    return { intentId, outcome: status ? await this.#outcome(intent, status) : null };
  }

  /** The intent with its payment method expanded; null when this account has no such intent. */
  async #readIntent(intentId: string): Promise<EventIntent | null> {
    let read: unknown;
    try {
      read = await this.#stripe.paymentIntents.retrieve(intentId, { expand: ["payment_method"] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
        return null;
      throw new PaymentGatewayUnavailableError(
        `Stripe did not read the PaymentIntent: ${this.#describe(error)}`,
      );
    }
    const intent = eventIntentSchema.safeParse(read);
    if (!intent.success) throw new PaymentGatewayUnavailableError("Stripe answered without a PaymentIntent");
    return intent.data;
  }

  /** The outcome with the payer's billing details, which a canceled intent does not have. */
  async #outcome(intent: EventIntent, status: PaymentOutcome["status"]): Promise<PaymentOutcome> {
    const billing = status === "canceled" ? undefined : await this.#billingOf(intent);
    return billing ? { intentId: intent.id, status, billing } : { intentId: intent.id, status };
  }

  async #verifiedEvent(rawBody: Buffer | string, signatureHeader: string | undefined) {
    if (!signatureHeader) throw new WebhookSignatureError("Stripe webhook has no Stripe-Signature header");
    let payload: unknown;
    try {
      payload = await this.#stripe.webhooks.constructEventAsync(
        rawBody,
        signatureHeader,
        this.#webhookSecret,
      );
    } catch (error) {
      const message =
        error instanceof Stripe.errors.StripeSignatureVerificationError
          ? "Stripe webhook signature does not verify"
          : "Stripe webhook body is not an event";
      throw new WebhookSignatureError(message, { cause: error });
    }
    const event = eventSchema.safeParse(payload);
    if (!event.success) throw new WebhookSignatureError("Stripe webhook body is not an event");
    return event.data;
  }

  /**
   * The name and email the payer typed on the card form (SPEC §7). A failed intent has dropped its
   * payment method; Stripe keeps it, expanded, on the last payment error. While Stripe cannot be
   * reached the outcome waits (the webhook is answered 503 and Stripe sends it again), so the
   * donor's name is not lost to a passing fault. A payment method this key may not read, or that
   * Stripe no longer has, will not come back: the outcome goes without billing, since what happened
   * matters more than the name.
   */
  async #billingOf(intent: EventIntent): Promise<PaymentOutcome["billing"]> {
    const method = intent.payment_method ?? intent.last_payment_error?.payment_method;
    if (!method) return undefined;
    let details: z.infer<typeof billingDetailsSchema>;
    if (typeof method === "string") {
      try {
        details = (await this.#stripe.paymentMethods.retrieve(method)).billing_details;
      } catch (error) {
        if (isPassingFault(error)) {
          throw new PaymentGatewayUnavailableError(
            `Stripe did not read the payment method: ${this.#describe(error)}`,
          );
        }
        return undefined;
      }
    } else {
      details = method.billing_details;
    }
    return { name: details.name ?? null, email: details.email ?? intent.receipt_email ?? null };
  }

  /** Stripe's error kind, status and message, with any API key in it blanked out. */
  #describe(error: unknown): string {
    if (!(error instanceof Error)) return "unknown error";
    const status =
      error instanceof Stripe.errors.StripeError && error.statusCode ? ` (HTTP ${error.statusCode})` : "";
    const kind = error instanceof Stripe.errors.StripeError ? error.type : error.name;
    const message = error.message
      .replaceAll(this.#secretKey, "[secret key]")
      .replace(/\b(sk|rk)_(test|live)_[A-Za-z0-9]+/g, "[secret key]");
    return `${kind}${status}: ${message}`;
  }
}

/** Constant-time comparison of two texts (a guessed secret learns nothing from the timing). */
function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fault on Stripe's side or on the way there, which the same request may get past later. */
function isPassingFault(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}
