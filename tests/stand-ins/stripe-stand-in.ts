import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import Stripe from "stripe";
import { answerLater, sendJson, sendText, startStandIn } from "./stand-in-server.ts";

/**
 * A stand-in for the Stripe API calls the site makes (create, read, list and cancel
 * PaymentIntents, read a payment method's billing details), answering in Stripe's shapes and with its failures
 * (DESIGN: no test touches the internet). Point stripe-node at it with `api`; sign webhook bodies
 * with `stripeSignature`.
 */

/**
 * How every request is answered: "ok" as Stripe would; "server-error" 500 api_error;
 * "echo-key-error" 500 api_error whose message repeats the request's API key (a careless proxy
 * could); "malformed" 200 with a body that is not JSON; "slow" nothing for 30 s; "card-error" 402
 * card_error.
 */
export type StripeStandInMode = "ok" | "server-error" | "echo-key-error" | "malformed" | "slow" | "card-error";

export type StripeStandIn = {
  api: { host: "127.0.0.1"; port: number; protocol: "http" };
  /**
   * Every request received. `body` is the form body stripe-node sent, parsed into nested objects
   * (`metadata[purpose]=coaching` becomes `{ metadata: { purpose: "coaching" } }`); values stay
   * the strings sent on the wire (`amount: "2800"`, `enabled: "true"`). `path` has no query.
   */
  requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: Record<string, unknown>;
    authorization: string | undefined;
  }[];
  /** Settable at any time; applies to every request from then on. */
  mode: StripeStandInMode;
  /** Billing details the stand-in answers for GET /v1/payment_methods/{id}. */
  paymentMethods: Map<string, { name: string | null; email: string | null }>;
  /** Every PaymentIntent created, by id, as the list call answers it; settle one with `settleIntent`. */
  intents: Map<string, StandInIntent>;
  /** Intents every request about answers 500 api_error, as a Stripe fault limited to them would. */
  failingIntents: Set<string>;
  /** Called with each request before it is answered: a test moves an intent on mid-call with it. */
  beforeAnswer: ((request: StripeStandIn["requests"][number]) => void) | null;
  close(): Promise<void>;
};

type StandInIntent = ReturnType<typeof paymentIntent>;

/**
 * Moves a created intent on as Stripe would once the payer acts: "succeeded" or "processing" with
 * the payment method used, "declined" back to waiting for a card with the decline kept, "canceled";
 * "authenticating" waits on the card's 3-D Secure, "awaiting-microdeposits" on a bank debit's check.
 */
export function settleIntent(
  standIn: StripeStandIn,
  intentId: string,
  how: "succeeded" | "processing" | "declined" | "canceled" | "authenticating" | "awaiting-microdeposits",
  paymentMethodId: string | null = null,
): void {
  const intent = standIn.intents.get(intentId);
  if (!intent) throw new Error(`the stand-in created no intent ${intentId}`);
  if (how === "authenticating" || how === "awaiting-microdeposits") {
    intent.status = "requires_action";
    intent.payment_method = paymentMethodId;
    intent.next_action = { type: how === "authenticating" ? "use_stripe_sdk" : "verify_with_microdeposits" };
    return;
  }
  if (how === "declined") {
    const method = paymentMethodId ? standIn.paymentMethods.get(paymentMethodId) : undefined;
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_method: method ? paymentMethod(paymentMethodId!, method) : null,
    };
    return;
  }
  intent.status = how;
  intent.payment_method = how === "canceled" ? null : paymentMethodId;
  if (how === "canceled") intent.canceled_at = nowSeconds();
}

/** Keys in the formats the configuration accepts; test mode, as a stand-in never takes live keys. */
export const TEST_STRIPE_KEYS = {
  secretKey: "sk_test_51StandInSecretKey0000000000000000",
  publishableKey: "pk_test_51StandInPublishableKey000000000000",
  webhookSecret: "whsec_StandInWebhookSigningSecret00000000",
} as const;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const randomAlphanumeric = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");

/** Stripe's ids: a prefix and 24 letters or digits. */
const stripeId = (prefix: string) => `${prefix}_${randomAlphanumeric(24)}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const standIn: StripeStandIn = {
    api: { host: "127.0.0.1", port: 0, protocol: "http" },
    requests: [],
    mode: "ok",
    paymentMethods: new Map(),
    intents: new Map(),
    failingIntents: new Set(),
    beforeAnswer: null,
    close: async () => {},
  };

  const server = await startStandIn((req, res) => {
    const authorization = req.headers.authorization;
    const body = parseStripeForm(req.body);
    const request = { method: req.method, path: req.path, query: req.query, body, authorization };
    standIn.requests.push(request);
    standIn.beforeAnswer?.(request);

    if (standIn.mode === "slow") return answerLater(res, 30_000, () => answer(request, res));
    answer(request, res);
  }, port);

  function answer(
    { method, path, query, body, authorization }: StripeStandIn["requests"][number],
    res: ServerResponse,
  ): void {
    switch (standIn.mode) {
      case "server-error":
        return stripeError(res, 500, {
          type: "api_error",
          message: "An unknown error occurred while processing your request.",
        });
      case "echo-key-error":
        return stripeError(res, 500, { type: "api_error", message: `Upstream refused ${authorization ?? "no key"}` });
      case "malformed":
        return sendText(res, 200, "<html><body>502 Bad Gateway</body></html>", "text/html");
      case "card-error":
        return stripeError(res, 402, {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        });
    }
    // As Stripe, a missing or malformed key is refused; a stand-in takes no live key.
    if (!/^Bearer (sk|rk)_test_[A-Za-z0-9]+$/.test(authorization ?? "")) {
      return stripeError(res, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided: sk_test_****",
      });
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent = paymentIntent(body);
      standIn.intents.set(intent.id, intent);
      return sendJson(res, 200, intent);
    }
    if (method === "GET" && path === "/v1/payment_intents") {
      return sendJson(res, 200, listOfIntents(query));
    }
    const [, intentId, cancel] = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
    if (intentId && standIn.failingIntents.has(intentId)) {
      return stripeError(res, 500, { type: "api_error", message: "An unknown error occurred while processing your request." });
    }
    const intent = intentId ? standIn.intents.get(intentId) : undefined;
    if (intentId && !intent) {
      return stripeError(res, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    if (intent && method === "GET" && !cancel) {
      return sendJson(res, 200, withPaymentMethod(intent, [...query.values()].includes("payment_method")));
    }
    if (intent && method === "POST" && cancel) {
      if (!CANCELABLE.includes(intent.status)) {
        return stripeError(res, 400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
        });
      }
      intent.status = "canceled";
      intent.canceled_at = nowSeconds();
      intent.cancellation_reason = (body.cancellation_reason as string | undefined) ?? null;
      return sendJson(res, 200, intent);
    }
    const paymentMethodId = /^\/v1\/payment_methods\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && paymentMethodId) {
      const billing = standIn.paymentMethods.get(paymentMethodId);
      if (!billing) {
        return stripeError(res, 404, {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "payment_method",
          message: `No such PaymentMethod: '${paymentMethodId}'`,
        });
      }
      return sendJson(res, 200, paymentMethod(paymentMethodId, billing));
    }
    return stripeError(res, 404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /**
   * Stripe's list: newest first, `created[gte]`, `limit` and `starting_after`; with
   * `expand[]=data.payment_method` each intent carries its payment method instead of the id.
   */
  function listOfIntents(query: URLSearchParams) {
    const since = Number(query.get("created[gte]") ?? 0);
    const limit = Number(query.get("limit") ?? 10);
    const expand = [...query.values()].includes("data.payment_method");
    let matching = [...standIn.intents.values()].filter((intent) => intent.created >= since).reverse();
    const after = query.get("starting_after");
    if (after) matching = matching.slice(matching.findIndex((intent) => intent.id === after) + 1);
    const page = matching.slice(0, limit).map((intent) => withPaymentMethod(intent, expand));
    return { object: "list", data: page, has_more: matching.length > limit, url: "/v1/payment_intents" };
  }

  /** The intent as answered, with its payment method expanded when asked for and known. */
  function withPaymentMethod(intent: StandInIntent, expand: boolean) {
    const method = intent.payment_method ? standIn.paymentMethods.get(intent.payment_method) : undefined;
    return expand && method ? { ...intent, payment_method: paymentMethod(intent.payment_method!, method) } : intent;
  }

  standIn.api.port = Number(new URL(server.url).port);
  standIn.close = server.close;
  return standIn;
}

/** The statuses Stripe lets an intent be canceled from. */
const CANCELABLE = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"];

/** Stripe's error envelope. */
function stripeError(res: ServerResponse, status: number, error: Record<string, string>): void {
  sendJson(res, status, { error: { ...error, request_log_url: null } });
}

/** The PaymentIntent Stripe answers a create with (API shape, fields the site could read). */
function paymentIntent(form: Record<string, unknown>) {
  const id = stripeId("pi");
  const automatic = form.automatic_payment_methods as { enabled?: string } | undefined;
  return {
    id,
    object: "payment_intent",
    amount: Number(form.amount),
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods:
      automatic?.enabled === "true" ? { allow_redirects: "always", enabled: true } : null,
    canceled_at: null as number | null,
    cancellation_reason: null as string | null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomAlphanumeric(25)}`,
    confirmation_method: "automatic",
    created: nowSeconds(),
    currency: form.currency,
    customer: null,
    description: form.description ?? null,
    last_payment_error: null as Record<string, unknown> | null,
    latest_charge: null,
    livemode: false,
    metadata: form.metadata ?? {},
    next_action: null as { type: string } | null,
    payment_method: null as string | null,
    payment_method_types: ["card", "link"],
    receipt_email: form.receipt_email ?? null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    status: "requires_payment_method" as string,
  };
}

function paymentMethod(id: string, billing: { name: string | null; email: string | null }) {
  return {
    id,
    object: "payment_method",
    billing_details: { address: null, email: billing.email, name: billing.name, phone: null },
    card: { brand: "visa", country: "US", exp_month: 12, exp_year: 2034, funding: "credit", last4: "4242" },
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

/** Parses stripe-node's form encoding (`a[b][c]=v`) into nested objects of strings. */
function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.replaceAll("]", "").split("[");
    const leaf = segments.pop() ?? key;
    let node = root;
    for (const segment of segments) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[leaf] = value;
  }
  return root;
}

/** Where an intent stands once the event has happened, as Stripe shows it in the event. */
const statusAfter: Record<string, string> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "requires_payment_method",
  "payment_intent.canceled": "canceled",
};

/**
 * A Stripe event JSON for a PaymentIntent, as Stripe posts it to a webhook. `payment_method` is
 * put on the intent as given (an id, or null); a payment_failed event also carries Stripe's
 * `last_payment_error` for a declined card.
 */
export function paymentIntentEvent(
  type: string,
  intent: {
    id: string;
    amount?: number;
    payment_method?: string | null;
    receipt_email?: string | null;
    metadata?: Record<string, string>;
  },
  eventId: string = stripeId("evt"),
): string {
  const failed = type === "payment_intent.payment_failed";
  const amount = intent.amount ?? 2800;
  return JSON.stringify({
    id: eventId,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: {
      object: {
        id: intent.id,
        object: "payment_intent",
        amount,
        amount_received: type === "payment_intent.succeeded" ? amount : 0,
        automatic_payment_methods: { allow_redirects: "always", enabled: true },
        canceled_at: type === "payment_intent.canceled" ? nowSeconds() : null,
        client_secret: `${intent.id}_secret_standin`,
        created: nowSeconds() - 60,
        currency: "usd",
        last_payment_error: failed
          ? {
              type: "card_error",
              code: "card_declined",
              decline_code: "generic_decline",
              message: "Your card was declined.",
            }
          : null,
        livemode: false,
        metadata: intent.metadata ?? {},
        payment_method: intent.payment_method ?? null,
        receipt_email: intent.receipt_email ?? null,
        status: statusAfter[type] ?? "requires_payment_method",
      },
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** The Stripe-Signature header for a body, signed now with `secret` as Stripe does. */
export function stripeSignature(body: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
}
