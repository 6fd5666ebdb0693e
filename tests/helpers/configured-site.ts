import { TEST_STRIPE_KEYS } from "#tests/stand-ins/stripe-stand-in.ts";

/**
 * The third test server (tests tagged @configured) runs as an owner might configure it: Google
 * Analytics on, a podcast feed that does not answer (a refused local port), so the site has no
 * episodes, card payments through Stripe, whose API calls go to the Stripe stand-in at
 * `stripeApiUrl` (tests/stand-ins/run-stripe-stand-in.ts), and sign-ups sent on to a Kit form
 * (no test there signs up: Kit's API is not reached).
 */
export const CONFIGURED_MEASUREMENT_ID = "G-TESTSITE01";

export function configuredSiteEnv(stripeApiUrl: string): Record<string, string> {
  return {
    GA_MEASUREMENT_ID: CONFIGURED_MEASUREMENT_ID,
    PODCAST_RSS_URL: "http://127.0.0.1:9/feed.xml",
    STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret,
    STRIPE_API_URL: stripeApiUrl,
    KIT_API_KEY: "kit_test_api_key",
    KIT_FORM_ID: "1234567",
  };
}
