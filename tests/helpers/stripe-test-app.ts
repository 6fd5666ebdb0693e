import { afterAll, beforeAll } from "vitest";
import { StripeGateway } from "#server/providers/payments/stripe-gateway.ts";
import {
  startStripeStandIn,
  TEST_STRIPE_KEYS,
  type StripeStandIn,
} from "#tests/stand-ins/stripe-stand-in.ts";
import { createTestApp, type TestApp, type TestDatabaseKind } from "./test-app.ts";

export type StripeTestApp = { stripe: StripeStandIn; gateway: StripeGateway; t: TestApp };

/**
 * For a describe block: an app whose payments go through the real Stripe gateway to a local
 * stand-in (short timeout, no retries), started before its tests and closed after them. The
 * fields are set once the block's first `beforeAll` has run.
 */
export function useStripeTestApp(kind: TestDatabaseKind): StripeTestApp {
  const suite = {} as StripeTestApp;
  beforeAll(async () => {
    suite.stripe = await startStripeStandIn();
    suite.gateway = new StripeGateway({
      ...TEST_STRIPE_KEYS,
      api: suite.stripe.api,
      timeoutMs: 1000,
      maxNetworkRetries: 0,
    });
    suite.t = await createTestApp(kind, { paymentGateway: suite.gateway });
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.stripe.close();
  });
  return suite;
}
