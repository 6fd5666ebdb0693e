import { describe, expect, it } from "vitest";
import { ApiRequestError } from "#app/lib/api-request.ts";
import { unsubscribeCopy } from "#app/content/unsubscribe.ts";
import { unsubscribeFailure, unsubscribeLinkFrom } from "./unsubscribe-request.ts";

const apiError = (status: number, body: unknown) =>
  new ApiRequestError(status, typeof body === "string" ? body : JSON.stringify(body));

describe("the unsubscribe link's query", () => {
  it("reads the address and the token", () => {
    expect(unsubscribeLinkFrom(new URLSearchParams("email=ada%40example.com&token=abc"))).toEqual({
      email: "ada@example.com",
      token: "abc",
    });
  });

  it("is incomplete without either part, or with a blank one", () => {
    for (const query of [
      "",
      "email=ada%40example.com",
      "token=abc",
      "email=&token=abc",
      "email=ada%40example.com&token=%20",
    ]) {
      expect(unsubscribeLinkFrom(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe("a refused unsubscribe", () => {
  it("shows the API's sentence when the link's token does not match", () => {
    const message = "This unsubscribe link is not valid. Please use the link from your latest e-mail.";
    expect(unsubscribeFailure(apiError(400, { error: "invalid_unsubscribe_link", message }))).toEqual({
      status: "invalid",
      message,
    });
  });

  it("calls any other refused link damaged, without the validator's wording", () => {
    const refused = apiError(400, {
      error: "invalid_input",
      message: "Invalid input. email: Please enter a valid email address",
    });
    expect(unsubscribeFailure(refused)).toEqual({ status: "invalid", message: unsubscribeCopy.invalidText });
  });

  it("lets the visitor try again after too many tries, a server error or no network", () => {
    const tooMany = "Too many sign-ups from your network. Please wait an hour and try again.";
    expect(unsubscribeFailure(apiError(429, { error: "too_many_requests", message: tooMany }))).toEqual({
      status: "failed",
      message: tooMany,
    });
    expect(unsubscribeFailure(apiError(502, "Bad Gateway"))).toEqual({
      status: "failed",
      message: unsubscribeCopy.failed,
    });
    expect(unsubscribeFailure(new TypeError("Failed to fetch"))).toEqual({
      status: "failed",
      message: unsubscribeCopy.failed,
    });
  });
});
