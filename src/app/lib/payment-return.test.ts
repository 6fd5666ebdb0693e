import { expect, test } from "vitest";
import { paymentReturnOutcome, searchWithoutReturn } from "./payment-return.ts";

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

test("once handled, the address keeps only the page's own parameters", () => {
  const strip = (query: string, flag: "payment" | "donation") => searchWithoutReturn(new URLSearchParams(query), flag);
  expect(
    strip("donation=success&amount=2500&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded", "donation"),
  ).toBe("");
  expect(strip("tab=sponsor&donation=success&amount=1000", "donation")).toBe("?tab=sponsor");
  expect(strip("payment=success&redirect_status=failed&utm_source=mail", "payment")).toBe("?utm_source=mail");
});
