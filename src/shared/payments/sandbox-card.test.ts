import { describe, expect, test } from "vitest";
import {
  sandboxCardMessages,
  sandboxCardProblem,
  sandboxDeclineMessage,
  sandboxTestCards,
  unknownSandboxCardMessage,
} from "./sandbox-card.ts";

const now = new Date("2026-11-22T12:00:00Z");
const complete = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

describe("sandbox card checks (Stripe test-mode behaviour)", () => {
  test("a complete test card has no problem, with or without spaces and with a 4-digit year", () => {
    expect(sandboxCardProblem(complete, now)).toBeNull();
    expect(sandboxCardProblem({ ...complete, number: "4242424242424242", expiry: "12/2034" }, now)).toBeNull();
    expect(sandboxCardProblem({ ...complete, cvc: "1234" }, now)).toBeNull();
  });

  test.each([
    [{ number: "" }, "number", sandboxCardMessages.numberIncomplete],
    [{ number: "4242 4242 4242" }, "number", sandboxCardMessages.numberIncomplete],
    [{ number: "4242 4242 4242 4241" }, "number", sandboxCardMessages.numberInvalid],
    [{ number: "4242 abcd 4242 4242" }, "number", sandboxCardMessages.numberInvalid],
    [{ number: "4".repeat(20) }, "number", sandboxCardMessages.numberInvalid],
    [{ expiry: "" }, "expiry", sandboxCardMessages.expiryIncomplete],
    [{ expiry: "1 /" }, "expiry", sandboxCardMessages.expiryIncomplete],
    [{ expiry: "13 / 30" }, "expiry", sandboxCardMessages.expiryMonthInvalid],
    [{ expiry: "00 / 30" }, "expiry", sandboxCardMessages.expiryMonthInvalid],
    [{ expiry: "10 / 26" }, "expiry", sandboxCardMessages.expiryInPast],
    [{ cvc: "12" }, "cvc", sandboxCardMessages.cvcIncomplete],
    [{ cvc: "12a" }, "cvc", sandboxCardMessages.cvcIncomplete],
  ])("%o is refused on %s", (change, field, message) => {
    expect(sandboxCardProblem({ ...complete, ...change }, now)).toEqual({ field, message });
  });

  test("a card expiring this month is still valid", () => {
    expect(sandboxCardProblem({ ...complete, expiry: "11 / 26" }, now)).toBeNull();
  });

  test("the test cards decide the outcome; any other card is declined with a pointer to them", () => {
    expect(sandboxTestCards.map((card) => sandboxDeclineMessage(card.number))).toEqual([
      null,
      "Your card was declined.",
      "Your card has insufficient funds.",
    ]);
    expect(sandboxDeclineMessage("5555 5555 5555 4444")).toBe(unknownSandboxCardMessage);
  });

  test("every listed test card passes the card checks", () => {
    for (const card of sandboxTestCards) expect(sandboxCardProblem({ ...complete, number: card.number }, now)).toBeNull();
  });
});
