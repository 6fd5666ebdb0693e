import { randomBytes } from "node:crypto";
import {
  sandboxCardProblem,
  sandboxDeclineMessage,
  type SandboxCardProblem,
  type ParsedSandboxConfirmRequest,
} from "#shared/payments/sandbox-card.ts";
import type { AppDb } from "#server/db/client.ts";
import { hashToken, randomToken } from "#server/http/secret-tokens.ts";
import type {
  CreatedIntent,
  IntentBySecret,
  IntentInput,
  PaymentGateway,
  PaymentOutcome,
} from "./payment-gateway.ts";
import {
  findSandboxIntent,
  findSandboxIntentBySecretHash,
  insertSandboxIntent,
  settleSandboxIntent,
  type SandboxIntent,
} from "./sandbox-intent-repository.ts";

/** What the sandbox's confirm did with a card. */
export type SandboxConfirmResult =
  | {
      kind: "processed";
      outcome: PaymentOutcome & { status: "succeeded" | "failed" };
      declineMessage: string | null;
    }
  | { kind: "invalid-card"; problem: SandboxCardProblem }
  | { kind: "unknown-intent" }
  | { kind: "already-paid" }
  | { kind: "canceled" };

/**
 * The default payment provider: the whole purchase works with no keys and no money. It keeps its
 * intents in the database like Stripe keeps PaymentIntents, and its confirm plays Stripe's test
 * mode (the same test cards, the same decline messages). The browser labels its card form as a
 * test; no real card is ever charged, so no real card details should be typed into it.
 */
/** Every sandbox intent's id starts so: its records stay recognisable as test payments after going live. */
export const SANDBOX_INTENT_PREFIX = "pi_sandbox_";

/** Whether a stored payment was made in the sandbox (a test card; no money moved). */
export function isSandboxIntent(intentId: string): boolean {
  return intentId.startsWith(SANDBOX_INTENT_PREFIX);
}

export class SandboxGateway implements PaymentGateway {
  readonly kind = "sandbox";
  readonly browserConfig = { provider: "sandbox" } as const;

  constructor(private readonly db: AppDb) {}

  async createIntent({ amountCents }: IntentInput): Promise<CreatedIntent> {
    const intentId = `${SANDBOX_INTENT_PREFIX}${randomBytes(12).toString("hex")}`;
    const clientSecret = `${intentId}_secret_${randomToken(24)}`;
    await insertSandboxIntent(this.db, {
      id: intentId,
      clientSecretHash: hashToken(clientSecret),
      amount: amountCents,
    });
    return { intentId, clientSecret };
  }

  async findIntentBySecret(clientSecret: string): Promise<IntentBySecret | null> {
    const intent = await findSandboxIntentBySecretHash(this.db, hashToken(clientSecret));
    if (!intent) return null;
    const ended = intent.status === "succeeded" || intent.status === "canceled" ? intent.status : null;
    return { intentId: intent.id, outcome: ended ? { intentId: intent.id, status: ended } : null };
  }

  /**
   * Charges the (pretend) card: the server alone decides the outcome, never the browser. Pass the
   * transaction that records the outcome as `db`, so a paid intent never exists without its record.
   */
  async confirm(
    { clientSecret, card, billing }: ParsedSandboxConfirmRequest,
    db: AppDb = this.db,
    now = new Date(),
  ): Promise<SandboxConfirmResult> {
    const intent = await findSandboxIntentBySecretHash(db, hashToken(clientSecret));
    if (!intent) return { kind: "unknown-intent" };
    if (intent.status !== "requires_payment_method") return settledAlready(intent);
    const problem = sandboxCardProblem(card, now);
    if (problem) return { kind: "invalid-card", problem };

    const payer = { name: billing.name || null, email: billing.email || null };
    const declineMessage = sandboxDeclineMessage(card.number);
    if (declineMessage !== null) {
      return {
        kind: "processed",
        outcome: { intentId: intent.id, status: "failed", billing: payer },
        declineMessage,
      };
    }
    if (!(await settleSandboxIntent(db, intent.id, "succeeded"))) {
      return settledAlready((await findSandboxIntent(db, intent.id)) ?? intent);
    }
    return {
      kind: "processed",
      outcome: { intentId: intent.id, status: "succeeded", billing: payer },
      declineMessage: null,
    };
  }
}

/**
 * Cancels an abandoned checkout's sandbox intent, so its dialog, if still open somewhere, can no
 * longer pay it. Sandbox intents live in the database, so this works whichever provider is
 * configured now. An intent paid in the meantime answers succeeded (its record was updated with it).
 */
export async function cancelSandboxIntent(db: AppDb, intentId: string): Promise<PaymentOutcome> {
  if (await settleSandboxIntent(db, intentId, "canceled")) return { intentId, status: "canceled" };
  const intent = await findSandboxIntent(db, intentId);
  return { intentId, status: intent?.status === "succeeded" ? "succeeded" : "canceled" };
}

/** Why an intent that is no longer waiting for a card cannot be paid. */
function settledAlready(intent: SandboxIntent): SandboxConfirmResult {
  return intent.status === "succeeded" ? { kind: "already-paid" } : { kind: "canceled" };
}
