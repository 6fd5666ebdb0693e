import { describe, expect, test } from "vitest";
import {
  coachingEmailSchema,
  coachingNameSchema,
  donationIntentRequestSchema,
  donationTierFor,
  paymentReturnPaths,
  returnedDonationCents,
} from "./payment-requests.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("payment request rules", () => {
  test.each([
    ["", "Name is required"],
    ["   ", "Name is required"],
    [" A ", "Name must be at least 2 characters"],
    ["Al", null],
  ])("coaching name %j → %s (SPEC §5)", (name, message) => {
    expect(messageOf(coachingNameSchema.safeParse(name))).toBe(message);
  });

  test.each([
    ["", "Email is required"],
    ["ada", "Please enter a valid email address"],
    ["ada@example", "Please enter a valid email address"],
    [" Ada@Example.com ", null],
  ])("coaching email %j → %s (SPEC §5)", (email, message) => {
    expect(messageOf(coachingEmailSchema.safeParse(email))).toBe(message);
  });

  test("donation tiers are found by their amount in cents (SPEC §3)", () => {
    expect([1000, 2500, 5000, 1750].map(donationTierFor)).toEqual([
      "Monthly Supporter",
      "Journey Champion",
      "Thriving Patron",
      null,
    ]);
  });

  test("donations accept whole cents from $1 to $10,000", () => {
    for (const amount of [1, 10, 12.34, 10_000]) expect(donationIntentRequestSchema.safeParse({ amount }).success).toBe(true);
    for (const amount of [0.99, 10_000.01, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(donationIntentRequestSchema.safeParse({ amount }).success).toBe(false);
    }
  });

  test("a donation's return address carries its amount, read back only as a sane whole number of cents", () => {
    expect(paymentReturnPaths.donation(2500)).toBe("/support?donation=success&amount=2500");
    const read = (query: string) => returnedDonationCents(new URLSearchParams(query));
    expect(read("donation=success&amount=2500")).toBe(2500);
    expect(read("amount=100")).toBe(100);
    expect(read("amount=1000000")).toBe(1_000_000);
    for (const amount of ["", "abc", "25.00", "-2500", "99", "1000001", "1e4", "12345678"]) expect(read(`amount=${amount}`)).toBeNull();
    expect(read("donation=success")).toBeNull();
  });
});
