import { describe, expect, test } from "vitest";
import { sandboxCardMessages } from "#shared/payments/sandbox-card.ts";
import {
  cardFieldProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardExpiry,
} from "./card-format.ts";

describe("card number formatting", () => {
  test("groups the digits in fours and drops anything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("abc")).toBe("");
  });

  test("stops at 19 digits", () => {
    expect(formatCardNumber("1".repeat(25))).toBe("1111 1111 1111 1111 111");
  });
});

describe("expiry formatting (MM / YY)", () => {
  test("adds the separator once the month is complete", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12 / ");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
  });

  test("a first digit above 1 is a one-digit month", () => {
    expect(formatExpiry("4")).toBe("04 / ");
    expect(formatExpiry("428")).toBe("04 / 28");
    expect(formatExpiry("1/")).toBe("01 / ");
  });

  test("deleting back over the separator does not put it back", () => {
    expect(formatExpiry("12 /", { deleting: true })).toBe("12");
    expect(formatExpiry("1", { deleting: true })).toBe("1");
    expect(formatExpiry("", { deleting: true })).toBe("");
  });
});

test("the security code keeps at most 4 digits", () => {
  expect(formatCvc("12a34 5")).toBe("1234");
});

describe("one field's problem, whatever the others hold", () => {
  const now = new Date("2026-06-15T00:00:00Z");
  const empty = { number: "", expiry: "", cvc: "" };

  test("each empty field has its own 'incomplete' message", () => {
    expect(cardFieldProblem("number", empty, now)).toBe(sandboxCardMessages.numberIncomplete);
    expect(cardFieldProblem("expiry", empty, now)).toBe(sandboxCardMessages.expiryIncomplete);
    expect(cardFieldProblem("cvc", empty, now)).toBe(sandboxCardMessages.cvcIncomplete);
  });

  test("a complete field has none even while the others are empty", () => {
    expect(cardFieldProblem("number", { ...empty, number: "4000 0000 0000 0002" }, now)).toBeUndefined();
    expect(cardFieldProblem("expiry", { ...empty, expiry: "06 / 26" }, now)).toBeUndefined();
    expect(cardFieldProblem("cvc", { ...empty, cvc: "123" }, now)).toBeUndefined();
  });

  test("invalid numbers and past or impossible dates are named", () => {
    expect(cardFieldProblem("number", { ...empty, number: "4242 4242 4242 4241" }, now)).toBe(
      sandboxCardMessages.numberInvalid,
    );
    expect(cardFieldProblem("expiry", { ...empty, expiry: "05 / 26" }, now)).toBe(
      sandboxCardMessages.expiryInPast,
    );
    expect(cardFieldProblem("expiry", { ...empty, expiry: "13 / 30" }, now)).toBe(
      sandboxCardMessages.expiryMonthInvalid,
    );
  });
});

test("the test cards' expiry is always in the future", () => {
  expect(testCardExpiry(new Date("2026-01-01T00:00:00Z"))).toBe("12 / 29");
  expect(cardFieldProblem("expiry", { number: "", expiry: testCardExpiry(), cvc: "" })).toBeUndefined();
});
