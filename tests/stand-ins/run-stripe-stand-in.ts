import { startStripeStandIn } from "./stripe-stand-in.ts";

/**
 * The Stripe API stand-in as a process of its own, on STRIPE_STAND_IN_PORT: the browser suite's
 * configured server sends its Stripe calls here (STRIPE_API_URL), as it would send them to Stripe.
 */
const port = Number(process.env.STRIPE_STAND_IN_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("STRIPE_STAND_IN_PORT must be the port to listen on");
  process.exit(1);
}

const standIn = await startStripeStandIn(port);
console.log(`Stripe API stand-in on http://127.0.0.1:${port}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
