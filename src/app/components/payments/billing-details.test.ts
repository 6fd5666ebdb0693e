import { expect, test } from "vitest";
import { donorBilling } from "./billing-details.ts";

test("blank donor fields give anonymous billing details (SPEC §5)", () => {
  expect(donorBilling({ name: "", email: "" })).toEqual({ billing: {} });
  expect(donorBilling({ name: "   ", email: " " })).toEqual({ billing: {} });
});

test("given donor fields are trimmed and the email lower-cased", () => {
  expect(donorBilling({ name: " Sam Giver ", email: " Sam@Example.COM " })).toEqual({
    billing: { name: "Sam Giver", email: "sam@example.com" },
  });
  expect(donorBilling({ name: "Sam", email: "" })).toEqual({ billing: { name: "Sam" } });
  expect(donorBilling({ name: "", email: "sam@example.com" })).toEqual({ billing: { email: "sam@example.com" } });
});

test("an email that is given must look like one", () => {
  expect(donorBilling({ name: "Sam", email: "sam@" })).toEqual({ emailError: "Please enter a valid email address" });
});
