import { describe, expect, it } from "vitest";
import { confirmedIntentOutcome, confirmErrorOutcome, isPayerError, type ConfirmError } from "./confirm-outcome.ts";

const decline: ConfirmError = { type: "card_error", code: "card_declined", message: "Your card was declined." };
const dropped: ConfirmError = {
  type: "api_connection_error",
  message: "We are experiencing issues connecting to our payments provider. Please check your internet connection.",
};
const unexpectedState: ConfirmError = {
  type: "invalid_request_error",
  code: "payment_intent_unexpected_state",
  message: "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
};

describe("what a confirm Stripe.js answered with an error means", () => {
  it("a refused card or failed authentication is the payer's, in Stripe's words; an empty message is no message", () => {
    expect(confirmErrorOutcome(decline, { status: "requires_payment_method" })).toEqual({ kind: "declined", message: "Your card was declined." });
    const authentication: ConfirmError = {
      type: "invalid_request_error",
      code: "payment_intent_authentication_failure",
      message: "We are unable to authenticate your payment method.",
    };
    expect(confirmErrorOutcome(authentication, undefined)).toEqual({
      kind: "declined",
      message: "We are unable to authenticate your payment method.",
    });
    expect(confirmErrorOutcome({ ...decline, message: "" }, undefined)).toEqual({ kind: "declined", message: null });
  });

  it("incomplete details are left to the Payment Element, which marks the field", () => {
    expect(confirmErrorOutcome({ type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." }, undefined)).toEqual({
      kind: "invalid",
    });
  });

  it("an intent paid or being paid is a purchase, whatever the error, and a canceled one must be started again", () => {
    for (const error of [dropped, unexpectedState]) {
      expect(confirmErrorOutcome(error, { status: "succeeded" })).toEqual({ kind: "paid" });
      expect(confirmErrorOutcome(error, { status: "processing" })).toEqual({ kind: "paid" });
      expect(confirmErrorOutcome(error, { status: "canceled" })).toEqual({ kind: "canceled" });
    }
  });

  it("an error that is not the payer's, with the money not moved or unknown, is the unexpected error", () => {
    expect(confirmErrorOutcome(dropped, { status: "requires_payment_method" })).toEqual({ kind: "error" });
    expect(confirmErrorOutcome(dropped, undefined)).toEqual({ kind: "error" });
    expect(confirmErrorOutcome({ type: "rate_limit_error", message: "Too many requests." }, undefined)).toEqual({ kind: "error" });
    expect(confirmErrorOutcome(unexpectedState, { status: "requires_payment_method" })).toEqual({ kind: "error" });
  });

  it("a bank debit found waiting on micro-deposits after a dropped connection asks the payer to verify the account", () => {
    const waiting = { status: "requires_action" as const, next_action: { type: "verify_with_microdeposits" } };
    expect(confirmErrorOutcome(dropped, waiting)).toEqual({ kind: "verify-bank" });
    expect(confirmErrorOutcome(dropped, { status: "requires_action", next_action: { type: "use_stripe_sdk" } })).toEqual({
      kind: "error",
    });
  });

  it("only the payer's own errors say the money did not move", () => {
    expect(isPayerError(decline)).toBe(true);
    expect(isPayerError({ type: "validation_error" })).toBe(true);
    expect(isPayerError(dropped)).toBe(false);
    expect(isPayerError(unexpectedState)).toBe(false);
    expect(isPayerError({ type: "api_error" })).toBe(false);
  });
});

describe("what a confirm Stripe.js answered without an error means", () => {
  it("a paid intent, or one whose money is on its way, is a purchase", () => {
    expect(confirmedIntentOutcome({ status: "succeeded" })).toEqual({ kind: "paid" });
    expect(confirmedIntentOutcome({ status: "processing" })).toEqual({ kind: "paid" });
  });

  it("a bank debit waiting on micro-deposits asks the payer to verify the account", () => {
    expect(
      confirmedIntentOutcome({ status: "requires_action", next_action: { type: "verify_with_microdeposits" } }),
    ).toEqual({ kind: "verify-bank" });
  });

  it("any other state after a confirm is SPEC §8's unexpected error", () => {
    expect(confirmedIntentOutcome({ status: "requires_action", next_action: { type: "redirect_to_url" } })).toEqual({
      kind: "error",
    });
    expect(confirmedIntentOutcome({ status: "requires_action" })).toEqual({ kind: "error" });
    expect(confirmedIntentOutcome({ status: "requires_payment_method", next_action: null })).toEqual({ kind: "error" });
  });
});
