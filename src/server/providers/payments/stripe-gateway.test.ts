import { inspect } from "node:util";
import Stripe from "stripe";
import pino from "pino";
import { afterEach, beforeEach, expect, test } from "vitest";
import { sendJson, startStandIn } from "#tests/stand-ins/stand-in-server.ts";
import {
  paymentIntentEvent,
  settleIntent,
  startStripeStandIn,
  stripeSignature,
  TEST_STRIPE_KEYS,
  type StripeStandIn,
  type StripeStandInMode,
} from "#tests/stand-ins/stripe-stand-in.ts";
import { PaymentGatewayUnavailableError } from "./payment-gateway.ts";
import { StripeGateway, WebhookSignatureError, type StripeGatewayOptions } from "./stripe-gateway.ts";

let stripe: StripeStandIn;
beforeEach(async () => {
  stripe = await startStripeStandIn();
});
afterEach(() => stripe.close());

const gateway = (options: Partial<StripeGatewayOptions> = {}) =>
  new StripeGateway({
    ...TEST_STRIPE_KEYS,
    api: stripe.api,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
    ...options,
  });

const coaching = {
  amountCents: 29_700,
  description: "Coaching program",
  receiptEmail: "ada@example.com",
  metadata: { purpose: "coaching", program: "Twelve-week coaching" },
};

/** The PaymentGatewayUnavailableError a call fails with. */
async function unavailability(call: Promise<unknown>): Promise<PaymentGatewayUnavailableError> {
  const failure = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(PaymentGatewayUnavailableError);
  return failure as PaymentGatewayUnavailableError;
}

/** A webhook as Stripe delivers it: the raw body and its signature, signed with the site's secret. */
const signed = (body: string) => ({ body, signature: stripeSignature(body, TEST_STRIPE_KEYS.webhookSecret) });

test("creates a USD PaymentIntent for the server's amount with automatic payment methods (SPEC §7)", async () => {
  const created = await gateway().createIntent(coaching);

  expect(stripe.requests).toEqual([
    {
      method: "POST",
      path: "/v1/payment_intents",
      query: new URLSearchParams(),
      authorization: `Bearer ${TEST_STRIPE_KEYS.secretKey}`,
      body: {
        amount: "29700",
        currency: "usd",
        description: "Coaching program",
        receipt_email: "ada@example.com",
        metadata: { purpose: "coaching", program: "Twelve-week coaching" },
        automatic_payment_methods: { enabled: "true" },
      },
    },
  ]);
  expect(created.intentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
  expect(created.clientSecret).toMatch(new RegExp(`^${created.intentId}_secret_[A-Za-z0-9]+$`));
});

test("a donation intent without a known email sends no receipt_email", async () => {
  await gateway().createIntent({
    amountCents: 2_500,
    description: "Donation",
    metadata: { purpose: "donation" },
  });
  expect(stripe.requests[0]?.body).not.toHaveProperty("receipt_email");
});

test("the browser is given the publishable key and never a secret (SPEC §7)", () => {
  const stripeGateway = gateway();
  expect(stripeGateway.kind).toBe("stripe");
  expect(stripeGateway.browserConfig).toEqual({
    provider: "stripe",
    publishableKey: TEST_STRIPE_KEYS.publishableKey,
  });
  for (const shown of [
    JSON.stringify(stripeGateway),
    inspect(stripeGateway, { depth: 10, showHidden: true }),
  ]) {
    expect(shown).not.toContain(TEST_STRIPE_KEYS.secretKey);
    expect(shown).not.toContain(TEST_STRIPE_KEYS.webhookSecret);
  }
});

test.each<[StripeStandInMode, RegExp]>([
  ["server-error", /HTTP 500/],
  ["echo-key-error", /HTTP 500/],
  ["malformed", /JSON/],
  ["card-error", /HTTP 402/],
  ["slow", /timeout/],
])("Stripe answering %s is reported as unavailable, without the secret key", async (mode, reason) => {
  stripe.mode = mode;
  const failure = await unavailability(gateway({ timeoutMs: 300 }).createIntent(coaching));

  expect(failure.message).toMatch(reason);
  // As the log writes the error, causes included.
  expect(JSON.stringify(pino.stdSerializers.err(failure))).not.toContain(TEST_STRIPE_KEYS.secretKey);
});

test("an unreachable Stripe is reported as unavailable", async () => {
  await stripe.close();
  await expect(gateway().createIntent(coaching)).rejects.toThrow(PaymentGatewayUnavailableError);
});

test("a failing create is retried once by default, then reported", async () => {
  stripe.mode = "server-error";
  await expect(gateway({ maxNetworkRetries: undefined }).createIntent(coaching)).rejects.toThrow(
    PaymentGatewayUnavailableError,
  );
  expect(stripe.requests.map((request) => request.path)).toEqual([
    "/v1/payment_intents",
    "/v1/payment_intents",
  ]);
});

test("an error message that echoes the secret key has it blanked out", async () => {
  const echoing = await startStandIn((req, res) =>
    sendJson(res, 401, {
      error: {
        type: "invalid_request_error",
        message: `Invalid API Key provided: ${req.headers.authorization}`,
      },
    }),
  );
  const { port } = new URL(echoing.url);
  const failure = await unavailability(
    gateway({ api: { host: "127.0.0.1", port: Number(port), protocol: "http" } }).createIntent(coaching),
  );
  await echoing.close();

  expect(failure.message).toContain("Invalid API Key provided: Bearer [secret key]");
  expect(failure.message).not.toContain(TEST_STRIPE_KEYS.secretKey);
});

test("a PaymentIntent answer without a client secret is reported as unavailable", async () => {
  const odd = await startStandIn((_req, res) =>
    sendJson(res, 200, { id: "pi_123", object: "payment_intent" }),
  );
  const { port } = new URL(odd.url);
  const creating = gateway({ api: { host: "127.0.0.1", port: Number(port), protocol: "http" } }).createIntent(
    coaching,
  );
  await expect(creating).rejects.toThrow(PaymentGatewayUnavailableError);
  await odd.close();
});

test("a signed payment_intent.succeeded settles the intent with the payer's billing details (SPEC §7)", async () => {
  stripe.paymentMethods.set("pm_card_ada", { name: "Ada Lovelace", email: "ada@example.com" });
  const { body, signature } = signed(
    paymentIntentEvent("payment_intent.succeeded", { id: "pi_paid", payment_method: "pm_card_ada" }),
  );

  const outcome = await gateway().outcomeFromWebhook(Buffer.from(body), signature);

  expect(outcome).toEqual({
    intentId: "pi_paid",
    status: "succeeded",
    billing: { name: "Ada Lovelace", email: "ada@example.com" },
  });
  expect(stripe.requests).toMatchObject([
    {
      method: "GET",
      path: "/v1/payment_methods/pm_card_ada",
      authorization: `Bearer ${TEST_STRIPE_KEYS.secretKey}`,
    },
  ]);
});

test("the billing email falls back to the intent's receipt email when the card form had none", async () => {
  stripe.paymentMethods.set("pm_no_email", { name: "Grace Hopper", email: null });
  const { body, signature } = signed(
    paymentIntentEvent("payment_intent.succeeded", {
      id: "pi_paid",
      payment_method: "pm_no_email",
      receipt_email: "grace@example.com",
    }),
  );

  const outcome = await gateway().outcomeFromWebhook(body, signature);

  expect(outcome?.billing).toEqual({ name: "Grace Hopper", email: "grace@example.com" });
});

test("a signed payment_intent.payment_failed marks the intent failed, billing read from the declined payment method", async () => {
  const event = JSON.parse(paymentIntentEvent("payment_intent.payment_failed", { id: "pi_declined" }));
  // As Stripe sends it: the intent has dropped the payment method; its last error carries it expanded.
  event.data.object.last_payment_error.payment_method = {
    id: "pm_declined",
    object: "payment_method",
    billing_details: { name: "Ada Lovelace", email: "ada@example.com", address: null, phone: null },
  };
  const { body, signature } = signed(JSON.stringify(event));

  const outcome = await gateway().outcomeFromWebhook(body, signature);

  expect(outcome).toEqual({
    intentId: "pi_declined",
    status: "failed",
    billing: { name: "Ada Lovelace", email: "ada@example.com" },
  });
  expect(stripe.requests).toEqual([]);
});

test("a signed payment_intent.canceled marks the intent canceled", async () => {
  const { body, signature } = signed(
    paymentIntentEvent("payment_intent.canceled", { id: "pi_abandoned", payment_method: null }),
  );
  expect(await gateway().outcomeFromWebhook(body, signature)).toEqual({
    intentId: "pi_abandoned",
    status: "canceled",
  });
});

test("a succeeded intent still settles, without billing, when Stripe does not know its payment method", async () => {
  const { body, signature } = signed(
    paymentIntentEvent("payment_intent.succeeded", { id: "pi_paid", payment_method: "pm_missing" }),
  );

  expect(await gateway().outcomeFromWebhook(body, signature)).toEqual({
    intentId: "pi_paid",
    status: "succeeded",
  });
  expect(stripe.requests).toHaveLength(1);
});

test("a succeeded intent waits while Stripe cannot give its payment method, so the payer's name is not lost", async () => {
  stripe.mode = "server-error";
  const { body, signature } = signed(
    paymentIntentEvent("payment_intent.succeeded", { id: "pi_paid", payment_method: "pm_card_ada" }),
  );

  await expect(gateway().outcomeFromWebhook(body, signature)).rejects.toThrow(
    new PaymentGatewayUnavailableError(
      "Stripe did not read the payment method: StripeAPIError (HTTP 500): An unknown error occurred while processing your request.",
    ),
  );
});

test.each(["charge.refunded", "customer.created", "payment_intent.created"])(
  "a signed %s event settles nothing and calls nothing",
  async (type) => {
    const { body, signature } = signed(paymentIntentEvent(type, { id: "pi_other", payment_method: "pm_x" }));
    expect(await gateway().outcomeFromWebhook(body, signature)).toBeNull();
    expect(stripe.requests).toEqual([]);
  },
);

const succeeded = paymentIntentEvent("payment_intent.succeeded", { id: "pi_forged", payment_method: null });
const nowSeconds = () => Math.floor(Date.now() / 1000);

test.each<[string, () => { body: string; signature: string | undefined }]>([
  ["no Stripe-Signature header", () => ({ body: succeeded, signature: undefined })],
  ["an empty Stripe-Signature header", () => ({ body: succeeded, signature: "" })],
  ["a header that is not a signature", () => ({ body: succeeded, signature: "t=abc,v1=nothing" })],
  [
    "a signature made with another secret",
    () => ({ body: succeeded, signature: stripeSignature(succeeded, "whsec_other") }),
  ],
  [
    "a body changed after signing",
    () => ({ body: succeeded.replace("pi_forged", "pi_other"), signature: signed(succeeded).signature }),
  ],
  [
    "a signature ten minutes old",
    () => ({
      body: succeeded,
      signature: Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: TEST_STRIPE_KEYS.webhookSecret,
        timestamp: nowSeconds() - 600,
      }),
    }),
  ],
  ["a signed body that is not JSON", () => signed("<html>not an event</html>")],
  ["a signed body that is not an event", () => signed(JSON.stringify({ hello: "world" }))],
  [
    "a signed payment_intent.succeeded without a PaymentIntent",
    () =>
      signed(
        JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: { id: "ch_1" } } }),
      ),
  ],
])("a webhook with %s is refused with WebhookSignatureError", async (_case, make) => {
  const { body, signature } = make();
  await expect(gateway().outcomeFromWebhook(body, signature)).rejects.toThrow(WebhookSignatureError);
  expect(stripe.requests).toEqual([]);
});

const cancels = () => stripe.requests.filter((request) => request.path.endsWith("/cancel"));

test("an unpaid intent is read, then canceled as abandoned, so it can no longer be paid", async () => {
  const { intentId } = await gateway().createIntent(coaching);
  expect(await gateway().cancelUnpaidIntent(intentId)).toEqual({ intentId, status: "canceled" });
  expect(stripe.intents.get(intentId)).toMatchObject({
    status: "canceled",
    cancellation_reason: "abandoned",
  });
  expect(stripe.requests.slice(-2).map(({ method, path }) => `${method} ${path}`)).toEqual([
    `GET /v1/payment_intents/${intentId}`,
    `POST /v1/payment_intents/${intentId}/cancel`,
  ]);
});

test.each<["declined" | "authenticating", string]>([
  ["declined", "a declined card the payer gave up on"],
  ["authenticating", "a card's 3-D Secure the payer never completed"],
])("an intent waiting on the payer is canceled: %s (%s)", async (how) => {
  const { intentId } = await gateway().createIntent(coaching);
  settleIntent(stripe, intentId, how);
  expect(await gateway().cancelUnpaidIntent(intentId)).toEqual({ intentId, status: "canceled" });
  expect(stripe.intents.get(intentId)?.status).toBe("canceled");
});

test.each<["processing" | "awaiting-microdeposits"]>([["processing"], ["awaiting-microdeposits"]])(
  "a payment under way (%s) is left to finish: no outcome yet, and no cancel sent",
  async (how) => {
    const { intentId } = await gateway().createIntent(coaching);
    settleIntent(stripe, intentId, how);
    expect(await gateway().cancelUnpaidIntent(intentId)).toBeNull();
    expect(cancels()).toEqual([]);
    expect(stripe.intents.get(intentId)?.status).not.toBe("canceled");
  },
);

test("an intent paid after all is not canceled: its outcome is answered with the payer's billing details", async () => {
  const { intentId } = await gateway().createIntent(coaching);
  stripe.paymentMethods.set("pm_late", { name: "Ada Lovelace", email: "ada@example.com" });
  settleIntent(stripe, intentId, "succeeded", "pm_late");
  expect(await gateway().cancelUnpaidIntent(intentId)).toEqual({
    intentId,
    status: "succeeded",
    billing: { name: "Ada Lovelace", email: "ada@example.com" },
  });
  expect(cancels()).toEqual([]);
});

test("an intent paid between the read and the cancel answers its payment, not canceled", async () => {
  const { intentId } = await gateway().createIntent(coaching);
  stripe.paymentMethods.set("pm_just_in_time", { name: "Ada Lovelace", email: "ada@example.com" });
  stripe.beforeAnswer = (request) => {
    if (request.path.endsWith("/cancel")) settleIntent(stripe, intentId, "succeeded", "pm_just_in_time");
  };
  expect(await gateway().cancelUnpaidIntent(intentId)).toEqual({
    intentId,
    status: "succeeded",
    billing: { name: "Ada Lovelace", email: "ada@example.com" },
  });
  expect(stripe.intents.get(intentId)?.status).toBe("succeeded");
});

test("an intent this Stripe account does not have (made with other keys) counts as canceled", async () => {
  expect(await gateway().cancelUnpaidIntent("pi_3MadeWithOtherKeys00000")).toEqual({
    intentId: "pi_3MadeWithOtherKeys00000",
    status: "canceled",
  });
  expect(cancels()).toEqual([]);
});

test.each<[string, (intentId: string) => void, RegExp]>([
  ["reading it", () => (stripe.mode = "echo-key-error"), /Stripe did not read the PaymentIntent/],
  [
    "canceling it",
    (intentId) =>
      (stripe.beforeAnswer = (request) => {
        if (request.path.endsWith("/cancel")) stripe.failingIntents.add(intentId);
      }),
    /Stripe did not cancel the PaymentIntent/,
  ],
])("Stripe failing while %s is reported as unavailable, without the key", async (_case, arrange, message) => {
  const { intentId } = await gateway().createIntent(coaching);
  arrange(intentId);
  const failure = await unavailability(gateway().cancelUnpaidIntent(intentId));
  expect(failure.message).toMatch(message);
  expect(JSON.stringify(pino.stdSerializers.err(failure))).not.toContain(TEST_STRIPE_KEYS.secretKey);
});
