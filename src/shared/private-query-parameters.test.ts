import { describe, expect, it } from "vitest";
import { isPrivateQueryParameter, withoutPrivateQueryParameters } from "./private-query-parameters.ts";

describe("private query parameters", () => {
  it("are an unsubscribe link's e-mail and token and a returning card payment's intent, in any case", () => {
    for (const name of [
      "email",
      "token",
      "payment_intent",
      "payment_intent_client_secret",
      "Email",
      "TOKEN",
    ]) {
      expect(isPrivateQueryParameter(name), name).toBe(true);
    }
    for (const name of ["payment", "donation", "redirect_status", "tab", "category"]) {
      expect(isPrivateQueryParameter(name), name).toBe(false);
    }
  });

  it("are left out of an address, which keeps its other parameters and its fragment", () => {
    expect(
      withoutPrivateQueryParameters(
        "https://example.com/newsletter/unsubscribe?email=ana%40example.com&token=abc",
      ),
    ).toBe("https://example.com/newsletter/unsubscribe");
    expect(
      withoutPrivateQueryParameters(
        "https://example.com/coaching?payment=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded#top",
      ),
    ).toBe("https://example.com/coaching?payment=success&redirect_status=succeeded#top");
  });

  it("drop what a visitor searched for", () => {
    expect(withoutPrivateQueryParameters("https://example.com/search?q=grow%20slowly&type=posts")).toBe(
      "https://example.com/search?type=posts",
    );
  });

  it("leave an address without them exactly as it was", () => {
    const href = "https://example.com/blog?search=grow%20slowly&category=Mindset";
    expect(withoutPrivateQueryParameters(href)).toBe(href);
  });
});
