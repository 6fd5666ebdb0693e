import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "../../../../tests/helpers/admin-login.ts";
import { appsClosedAfterEach, createTestApp, testDatabaseKinds, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { startKitStandIn, TEST_KIT, type KitStandIn } from "../../../../tests/stand-ins/kit-stand-in.ts";
import type { NewsletterSubscriber } from "../../../shared/admin/business-data.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { KitNewsletter } from "../../providers/newsletter/kit-newsletter.ts";
import { unsubscribeRateLimit } from "./newsletter-routes.ts";
import { signupRateLimit } from "./sign-ups.ts";

const post = (t: TestApp, url: string, payload: object, ip = "192.0.2.20") =>
  t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });

const rows = (t: TestApp) => t.database.db.select().from(newsletterSubscribers);

async function subscribers(t: TestApp): Promise<NewsletterSubscriber[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/newsletters", headers: { cookie: await adminCookie(t) } });
  return res.json() as NewsletterSubscriber[];
}

describe.each(testDatabaseKinds)("newsletter sign-ups with the local provider on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const find = async (email: string) => (await rows(t)).find((row) => row.email === email);

  test("the provider call records the address, trimmed and lower-cased, and answers ok (SPEC §7)", async () => {
    const res = await post(t, "/api/kit/subscribe", { email: "  Reader@Example.COM ", firstName: "", formId: "123" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await find("reader@example.com")).toMatchObject({ subscribed: true, firstName: null, source: null });
  });

  test("the follow-up POST /api/newsletter keeps one row and fills its source", async () => {
    await post(t, "/api/kit/subscribe", { email: "flow@example.com", firstName: "" });
    const res = await post(t, "/api/newsletter", { email: "Flow@example.com", source: "newsletter-signup-kit" });
    expect(res.statusCode).toBe(200);
    expect((await rows(t)).filter((row) => row.email === "flow@example.com")).toHaveLength(1);
    expect(await find("flow@example.com")).toMatchObject({ source: "newsletter-signup-kit", subscribed: true });
  });

  test("a repeat sign-up is a success that changes nothing", async () => {
    await post(t, "/api/newsletter", { email: "again@example.com", source: "community-signup-fallback", firstName: "Ada" });
    const before = await find("again@example.com");
    const res = await post(t, "/api/newsletter", { email: "again@example.com", source: "newsletter-signup-fallback", firstName: "Someone" });
    expect(res.statusCode).toBe(200);
    expect(await find("again@example.com")).toEqual(before);
  });

  test("a repeat sign-up re-activates an unsubscribed address", async () => {
    await post(t, "/api/newsletter", { email: "back@example.com", source: "newsletter-signup-fallback" });
    const [subscriber] = (await subscribers(t)).filter((s) => s.email === "back@example.com");
    const link = new URL(subscriber!.unsubscribeUrl);
    const off = await post(t, "/api/newsletter/unsubscribe", { email: link.searchParams.get("email"), token: link.searchParams.get("token") });
    expect(off.statusCode).toBe(200);
    expect((await find("back@example.com"))?.subscribed).toBe(false);

    await post(t, "/api/kit/subscribe", { email: "back@example.com", firstName: "Bo" });
    expect(await find("back@example.com")).toMatchObject({ subscribed: true, firstName: "Bo" });
  });

  test("the landing page's sign-up keeps the first name and its source (SPEC §7)", async () => {
    const res = await post(t, "/api/newsletter/subscribe", { email: "guide@example.com", firstName: "  Grace " });
    expect(res.statusCode).toBe(200);
    expect(await find("guide@example.com")).toMatchObject({ firstName: "Grace", source: "landing-page", subscribed: true });
  });

  test("an unsubscribe link only works for its own address, and the Audience list drops the address", async () => {
    await post(t, "/api/newsletter", { email: "leaving@example.com", source: "newsletter-signup-fallback" });
    await post(t, "/api/newsletter", { email: "staying@example.com", source: "newsletter-signup-fallback" });
    const all = await subscribers(t);
    const leaving = new URL(all.find((s) => s.email === "leaving@example.com")!.unsubscribeUrl);
    const token = leaving.searchParams.get("token")!;

    for (const [email, badToken] of [["staying@example.com", token], ["leaving@example.com", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`], ["leaving@example.com", "short"]]) {
      const refused = await post(t, "/api/newsletter/unsubscribe", { email, token: badToken });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: "invalid_unsubscribe_link" });
    }
    expect((await find("staying@example.com"))?.subscribed).toBe(true);

    expect((await post(t, "/api/newsletter/unsubscribe", { email: "LEAVING@example.com", token })).statusCode).toBe(200);
    expect((await post(t, "/api/newsletter/unsubscribe", { email: "leaving@example.com", token })).statusCode).toBe(200);
    expect((await find("leaving@example.com"))?.subscribed).toBe(false);
  });

  test.each([
    ["/api/kit/subscribe", { email: "" }, "email"],
    ["/api/kit/subscribe", { email: "not-an-email" }, "email"],
    ["/api/kit/subscribe", { email: `${"a".repeat(250)}@example.com` }, "email"],
    ["/api/kit/subscribe", { email: "a@example.com", firstName: "x".repeat(101) }, "firstName"],
    ["/api/newsletter", { email: "a@example.com" }, "source"],
    ["/api/newsletter", { email: "a@example.com", source: "somewhere-else" }, "source"],
    ["/api/newsletter", { source: "newsletter-signup-kit" }, "email"],
    ["/api/newsletter/subscribe", { email: "a@example.com", firstName: "  " }, "firstName"],
    ["/api/newsletter/subscribe", { email: "a@example.com" }, "firstName"],
    ["/api/newsletter/unsubscribe", { email: "a@example.com" }, "token"],
  ])("POST %s with %o answers 400 naming %s and stores nothing", async (url, payload, field) => {
    const before = (await rows(t)).length;
    const res = await post(t, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: { [field]: expect.any(String) } });
    expect((await rows(t)).length).toBe(before);
  });

  test.each([
    ["/api/kit/subscribe", { email: "a@example.com", formId: { id: 1 } }, "formId", "formId must be text of at most 40 characters, or a number"],
    ["/api/newsletter/unsubscribe", { email: "a@example.com", token: 5 }, "token", "The unsubscribe link's token must be text"],
    [
      "/api/newsletter/unsubscribe",
      { email: "a@example.com", token: "x".repeat(101) },
      "token",
      "This unsubscribe link is not valid. Please use the link from your latest e-mail.",
    ],
  ])("POST %s with %o names %s in the site's own words", async (url, payload, field, message) => {
    const res = await post(t, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });
});

describe.each(testDatabaseKinds)("newsletter limits on %s", (kind) => {
  const start = appsClosedAfterEach();

  test("one client address gets a limited number of sign-up calls an hour, then 429; others are unaffected", async () => {
    const t = await start(kind);
    for (let i = 0; i < signupRateLimit.limit; i++) {
      expect((await post(t, "/api/newsletter", { email: `n${i}@example.com`, source: "newsletter-signup-fallback" }, "198.51.100.30")).statusCode).toBe(200);
    }
    const refused = await post(t, "/api/kit/subscribe", { email: "late@example.com" }, "198.51.100.30");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "too_many_requests", message: signupRateLimit.message });
    expect((await post(t, "/api/kit/subscribe", { email: "late@example.com" }, "198.51.100.31")).statusCode).toBe(200);

    // Leaving the list has a limit of its own: a household that signed up often can still leave.
    await post(t, "/api/newsletter", { email: "leaving@example.com", source: "newsletter-signup-fallback" }, "198.51.100.31");
    const link = new URL((await subscribers(t)).find((s) => s.email === "leaving@example.com")!.unsubscribeUrl);
    const leave = { email: "leaving@example.com", token: link.searchParams.get("token")! };
    expect((await post(t, "/api/newsletter/unsubscribe", leave, "198.51.100.30")).statusCode).toBe(200);
    for (let i = 0; i < unsubscribeRateLimit.limit; i++) {
      expect((await post(t, "/api/newsletter/unsubscribe", { ...leave, token: "guess" }, "198.51.100.32")).statusCode).toBe(400);
    }
    const guessing = await post(t, "/api/newsletter/unsubscribe", leave, "198.51.100.32");
    expect(guessing.statusCode).toBe(429);
    expect(guessing.json()).toEqual({ error: "too_many_requests", message: unsubscribeRateLimit.message });
  });
});

describe.each(testDatabaseKinds)("newsletter sign-ups reaching Kit on %s", (kind) => {
  let kit: KitStandIn;
  let t: TestApp;
  beforeAll(async () => {
    kit = await startKitStandIn();
    t = await createTestApp(kind, { kit: new KitNewsletter({ ...TEST_KIT, baseUrl: kit.baseUrl, timeoutMs: 300 }) });
  });
  afterAll(async () => {
    await t.close();
    await kit.close();
  });

  test("a sign-up is added to the configured Kit form (not the form id the browser sends) and kept locally", async () => {
    const res = await post(t, "/api/kit/subscribe", { email: "Kit@Example.com", firstName: "Kim", formId: "999" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(kit.formSubscribers.get(TEST_KIT.formId)?.has("kit@example.com")).toBe(true);
    expect(kit.formSubscribers.has("999")).toBe(false);
    expect((await rows(t)).find((row) => row.email === "kit@example.com")).toMatchObject({ firstName: "Kim", subscribed: true });
  });

  test.each([
    ["rejected", 422, "newsletter_rejected"],
    ["server-error", 502, "newsletter_unavailable"],
    ["slow", 502, "newsletter_unavailable"],
    ["unauthorized", 502, "newsletter_unavailable"],
    ["malformed", 502, "newsletter_unavailable"],
  ] as const)("Kit %s: a non-ok answer without Kit's words or key, and the address is still kept", async (mode, status, error) => {
    kit.mode = mode;
    const email = `${mode}@example.com`;
    const res = await post(t, "/api/kit/subscribe", { email, firstName: "" });
    kit.mode = "ok";
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, error, message: expect.any(String) });
    expect(res.body).not.toContain(TEST_KIT.apiKey);
    expect(res.body).not.toMatch(/errors|access token/i);
    expect((await rows(t)).find((row) => row.email === email)?.subscribed).toBe(true);
  });
});
