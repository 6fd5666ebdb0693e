import { describe, expect, it } from "vitest";
import { isUnexpectedIntentState, unexpectedStateOutcome } from "./unexpected-intent-state.ts";

describe("a confirm Stripe refused because of the intent's state", () => {
  it("is recognised by Stripe's code, and a decline is not", () => {
    expect(isUnexpectedIntentState({ code: "payment_intent_unexpected_state" })).toBe(true);
    expect(isUnexpectedIntentState({ code: "card_declined" })).toBe(false);
    expect(isUnexpectedIntentState({})).toBe(false);
  });

  it("means canceled for a canceled intent, paid for one paid or being paid, and nothing known otherwise", () => {
    expect(unexpectedStateOutcome("canceled")).toBe("canceled");
    expect(unexpectedStateOutcome("succeeded")).toBe("paid");
    expect(unexpectedStateOutcome("processing")).toBe("paid");
    expect(unexpectedStateOutcome("requires_payment_method")).toBeNull();
    expect(unexpectedStateOutcome(undefined)).toBeNull();
  });
});
