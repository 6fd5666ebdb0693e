import { afterEach, beforeEach, expect, test } from "vitest";
import {
  startKitStandIn,
  TEST_KIT,
  type KitStandIn,
  type KitStandInMode,
} from "#tests/stand-ins/kit-stand-in.ts";
import { sendJson, startStandIn } from "#tests/stand-ins/stand-in-server.ts";
import { KIT_FAILURE_MESSAGES, KitNewsletter, type KitOptions, type KitResult } from "./kit-newsletter.ts";

let kit: KitStandIn;
beforeEach(async () => {
  kit = await startKitStandIn();
});
afterEach(() => kit.close());

const newsletter = (options: Partial<KitOptions> = {}) =>
  new KitNewsletter({ ...TEST_KIT, baseUrl: kit.baseUrl, timeoutMs: 2_000, ...options });

const ada = { email: "ada@example.com", firstName: "Ada" };

/** A failure as the route would log and show it, with the API key nowhere in it. */
function expectFailure(
  result: KitResult,
  reason: "rejected" | "unavailable",
  apiKey: string = TEST_KIT.apiKey,
) {
  expect(result).toMatchObject({ ok: false, reason, message: KIT_FAILURE_MESSAGES[reason] });
  expect(JSON.stringify(result)).not.toContain(apiKey);
}

test("a sign-up creates the Kit subscriber with the first name, then adds them to the configured form", async () => {
  const result = await newsletter().subscribe(ada);

  expect(result).toEqual({ ok: true });
  expect(kit.requests).toEqual([
    {
      method: "POST",
      path: "/v4/subscribers",
      body: { email_address: "ada@example.com", first_name: "Ada" },
      apiKey: TEST_KIT.apiKey,
    },
    {
      method: "POST",
      path: `/v4/forms/${TEST_KIT.formId}/subscribers`,
      body: { email_address: "ada@example.com" },
      apiKey: TEST_KIT.apiKey,
    },
  ]);
  expect(kit.formSubscribers.get(TEST_KIT.formId)).toEqual(new Set(["ada@example.com"]));
});

test("a repeat sign-up is still ok: Kit upserts the subscriber and keeps one form entry", async () => {
  const kitNewsletter = newsletter();
  expect(await kitNewsletter.subscribe(ada)).toEqual({ ok: true });
  expect(await kitNewsletter.subscribe(ada)).toEqual({ ok: true });

  expect(kit.requests).toHaveLength(4);
  expect(kit.formSubscribers.get(TEST_KIT.formId)).toEqual(new Set(["ada@example.com"]));
});

test("a sign-up without a first name sends none, so a name given before is not blanked", async () => {
  await newsletter().subscribe({ email: "ada@example.com", firstName: null });
  expect(kit.requests[0]?.body).toEqual({ email_address: "ada@example.com" });
});

test("an address Kit refuses (422) is rejected with a message safe to show; Kit's text is kept for the log", async () => {
  const result = await newsletter().subscribe({ email: "ada@localhost", firstName: null });

  expectFailure(result, "rejected");
  expect(result.ok === false && result.message).not.toContain("Email address is invalid");
  expect(result.ok === false && result.logDetail).toBe(
    "Kit POST /v4/subscribers answered HTTP 422: Email address is invalid",
  );
  expect(kit.formSubscribers.get(TEST_KIT.formId)?.size).toBe(0);
});

test("a wrong API key (401) is unavailable: the site's configuration, not the visitor's address", async () => {
  const wrongKey = "kit_wrong_key_000000000000000000";
  const result = await newsletter({ apiKey: wrongKey }).subscribe(ada);

  expectFailure(result, "unavailable", wrongKey);
  expect(result.ok === false && result.logDetail).toMatch(/HTTP 401: The access token is invalid$/);
});

test("a form id Kit does not know (404) is unavailable, after the subscriber was created", async () => {
  const result = await newsletter({ formId: "999" }).subscribe(ada);

  expectFailure(result, "unavailable");
  expect(result.ok === false && result.logDetail).toBe(
    "Kit POST /v4/forms/999/subscribers answered HTTP 404: Not Found",
  );
});

test.each<[KitStandInMode, RegExp]>([
  ["server-error", /HTTP 500/],
  ["unauthorized", /HTTP 401/],
  ["malformed", /HTTP 200 without a subscriber/],
  ["slow", /no answer within 300 ms/],
])(
  "Kit answering %s is unavailable, and the visitor waits no longer than the timeout",
  async (mode, detail) => {
    kit.mode = mode;
    // Only the stand-in that never answers needs the short timeout; the others answer at once and
    // must not run into it on a busy machine.
    const timeoutMs = mode === "slow" ? 300 : 10_000;
    const started = Date.now();
    const result = await newsletter({ timeoutMs }).subscribe(ada);

    expect(Date.now() - started).toBeLessThan(timeoutMs + 1_700);
    expectFailure(result, "unavailable");
    expect(result.ok === false && result.logDetail).toMatch(detail);
  },
);

test("an unreachable Kit is unavailable", async () => {
  await kit.close();
  const result = await newsletter().subscribe(ada);

  expectFailure(result, "unavailable");
  expect(result.ok === false && result.logDetail).toMatch(
    /^Kit POST \/v4\/subscribers failed: .*ECONNREFUSED/,
  );
});

test.each<[number, "rejected" | "unavailable"]>([
  [400, "rejected"],
  [403, "unavailable"],
  [429, "unavailable"],
  [503, "unavailable"],
])(
  "Kit's HTTP %i is %s, and an API key Kit echoes is scrubbed from the log detail",
  async (status, reason) => {
    const echoing = await startStandIn((req, res) =>
      sendJson(res, status, { errors: [`Request with key ${String(req.headers["x-kit-api-key"])} failed`] }),
    );
    const result = await newsletter({ baseUrl: echoing.url }).subscribe(ada);
    await echoing.close();

    expectFailure(result, reason);
    expect(result.ok === false && result.logDetail).toContain("Request with key [api key] failed");
  },
);
