import type { PaymentIntent } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { isCanceledIntentError } from "./canceled-intent.ts";

const intent = (status: PaymentIntent["status"]) => ({ status }) as PaymentIntent;

describe("isCanceledIntentError", () => {
  it("recognises Stripe refusing to confirm a canceled intent", () => {
    expect(
      isCanceledIntentError({ code: "payment_intent_unexpected_state", payment_intent: intent("canceled") }),
    ).toBe(true);
  });
  it("leaves a decline, or another unexpected state, to the other messages", () => {
    expect(
      isCanceledIntentError({ code: "card_declined", payment_intent: intent("requires_payment_method") }),
    ).toBe(false);
    expect(
      isCanceledIntentError({ code: "payment_intent_unexpected_state", payment_intent: intent("succeeded") }),
    ).toBe(false);
    expect(isCanceledIntentError({ code: "payment_intent_unexpected_state" })).toBe(false);
  });
});
