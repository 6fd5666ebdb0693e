import { describe, expect, test } from "vitest";
import { loggableUrl } from "./request-log.ts";

describe("loggableUrl", () => {
  test("hides unsubscribe and upload credentials and the subscriber's address", () => {
    expect(loggableUrl("/newsletter/unsubscribe?email=ana%40example.com&token=abc123")).toBe(
      "/newsletter/unsubscribe?email=[redacted]&token=[redacted]",
    );
    expect(loggableUrl("/api/objects/upload/cover.png?Token=s3cret")).toBe(
      "/api/objects/upload/cover.png?Token=[redacted]",
    );
  });

  test("hides the intent and client secret Stripe adds to a card payment's return address", () => {
    expect(
      loggableUrl("/coaching?payment=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2"),
    ).toBe("/coaching?payment=success&payment_intent=[redacted]&payment_intent_client_secret=[redacted]");
  });

  test("hides what a visitor searched for", () => {
    expect(loggableUrl("/search?q=my+doctor+said&type=all")).toBe("/search?q=[redacted]&type=all");
    expect(loggableUrl("/api/search?Q=anxiety&page=2")).toBe("/api/search?Q=[redacted]&page=2");
  });

  test("keeps every other part of the URL as it came", () => {
    expect(loggableUrl("/blog?search=rest&category=Mindset")).toBe("/blog?search=rest&category=Mindset");
    expect(loggableUrl("/episodes")).toBe("/episodes");
    expect(loggableUrl("/x?%E0%A4%A=1&flag")).toBe("/x?%E0%A4%A=1&flag");
  });
});
