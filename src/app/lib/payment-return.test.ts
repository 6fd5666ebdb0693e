import { expect, test } from "vitest";
import { paymentReturnOutcome } from "./payment-return.ts";

const outcome = (query: string, flag: "payment" | "donation") => paymentReturnOutcome(new URLSearchParams(query), flag);

test("the return flag alone means the payment went through (SPEC §7)", () => {
  expect(outcome("payment=success", "payment")).toBe("paid");
  expect(outcome("donation=success", "donation")).toBe("paid");
});

test("Stripe's redirect_status decides when it is there", () => {
  const stripeReturn = "donation=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2";
  expect(outcome(`${stripeReturn}&redirect_status=succeeded`, "donation")).toBe("paid");
  expect(outcome(`${stripeReturn}&redirect_status=processing`, "donation")).toBe("paid");
  expect(outcome(`${stripeReturn}&redirect_status=failed`, "donation")).toBe("failed");
  expect(outcome("payment=success&redirect_status=requires_payment_method", "payment")).toBe("failed");
});

test("any other address is not a return", () => {
  expect(outcome("", "payment")).toBeNull();
  expect(outcome("payment=failed", "payment")).toBeNull();
  expect(outcome("payment=success", "donation")).toBeNull();
  expect(outcome("tab=sponsor", "donation")).toBeNull();
});
