import { describe, expect, it } from "vitest";
import { adminLoginCopy } from "#app/content/admin.ts";
import { ApiRequestError } from "#app/lib/api-request.ts";
import { clearsPassword, loginErrorMessage } from "./admin-login-errors.ts";

const answer = (status: number, message = "From the server") =>
  new ApiRequestError(status, JSON.stringify({ error: "x", message }));

describe("clearsPassword (SPEC §4 Admin session)", () => {
  it("clears the field only for a wrong password (401)", () => {
    expect(clearsPassword(answer(401))).toBe(true);
  });

  it("keeps what was typed after a network error, a server error or too many tries", () => {
    expect(clearsPassword(new TypeError("Failed to fetch"))).toBe(false);
    expect(clearsPassword(answer(500))).toBe(false);
    expect(clearsPassword(answer(503))).toBe(false);
    expect(clearsPassword(answer(429))).toBe(false);
    expect(clearsPassword(answer(400))).toBe(false);
  });
});

describe("loginErrorMessage (SPEC §8)", () => {
  it("says 'Incorrect password' for a 401, the server's sentence for a 429, and a general sentence otherwise", () => {
    expect(loginErrorMessage(answer(401))).toBe("Incorrect password");
    expect(loginErrorMessage(answer(429, "Too many incorrect passwords."))).toBe(
      "Too many incorrect passwords.",
    );
    expect(loginErrorMessage(answer(502))).toBe(adminLoginCopy.unexpectedError);
    expect(loginErrorMessage(new TypeError("Failed to fetch"))).toBe(adminLoginCopy.unexpectedError);
  });
});
