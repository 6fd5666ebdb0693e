import type { PaymentsConfig } from "#server/config.ts";
import type { AppDb } from "#server/db/client.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { SandboxGateway } from "./sandbox-gateway.ts";
import { StripeGateway } from "./stripe-gateway.ts";

/** The configured card payment provider (DESIGN: providers). */
export function createPaymentGateway(config: PaymentsConfig, { db }: { db: AppDb }): PaymentGateway {
  if (config.kind === "stripe") return new StripeGateway(config);
  return new SandboxGateway(db);
}
