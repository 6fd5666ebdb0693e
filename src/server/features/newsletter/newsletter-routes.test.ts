import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import {
  appsClosedAfterEach,
  createTestApp,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import {
  kitDelivery,
  kitSignatureHeader,
  startKitStandIn,
  TEST_KIT,
  TEST_KIT_WEBHOOK_SECRET,
  type KitStandIn,
} from "#tests/stand-ins/kit-stand-in.ts";
import type { NewsletterSubscriber } from "#shared/admin/business-data.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { KitNewsletter } from "#server/providers/newsletter/kit-newsletter.ts";
import { unsubscribeRateLimit } from "./unsubscribes.ts";
import { signupRateLimit } from "./sign-ups.ts";

const post = (t: TestApp, url: string, payload: object, ip = "192.0.2.20") =>
  t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });

const rows = (t: TestApp) => t.database.db.select().from(newsletterSubscribers);

async function subscribers(t: TestApp): Promise<NewsletterSubscriber[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/newsletters",
    headers: { cookie: await adminCookie(t) },
  });
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
    const res = await post(t, "/api/kit/subscribe", {
      email: "  Reader@Example.COM ",
      firstName: "",
      formId: "123",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await find("reader@example.com")).toMatchObject({
      status: "subscribed",
      firstName: null,
      source: null,
    });
  });

  test("the follow-up POST /api/newsletter keeps one row and fills its source", async () => {
    await post(t, "/api/kit/subscribe", { email: "flow@example.com", firstName: "" });
    const res = await post(t, "/api/newsletter", {
      email: "Flow@example.com",
      source: "newsletter-signup-kit",
    });
    expect(res.statusCode).toBe(200);
    expect((await rows(t)).filter((row) => row.email === "flow@example.com")).toHaveLength(1);
    expect(await find("flow@example.com")).toMatchObject({
      source: "newsletter-signup-kit",
      status: "subscribed",
    });
  });

  test("a repeat sign-up is a success that changes nothing", async () => {
    await post(t, "/api/newsletter", {
      email: "again@example.com",
      source: "community-signup-fallback",
      firstName: "Ada",
    });
    const before = await find("again@example.com");
    const res = await post(t, "/api/newsletter", {
      email: "again@example.com",
      source: "newsletter-signup-fallback",
      firstName: "Someone",
    });
    expect(res.statusCode).toBe(200);
    expect(await find("again@example.com")).toEqual(before);
  });

  test("a repeat sign-up re-activates an unsubscribed address", async () => {
    await post(t, "/api/newsletter", { email: "back@example.com", source: "newsletter-signup-fallback" });
    const [subscriber] = (await subscribers(t)).filter((s) => s.email === "back@example.com");
    const link = new URL(subscriber!.unsubscribeUrl);
    const off = await post(t, "/api/newsletter/unsubscribe", {
      email: link.searchParams.get("email"),
      token: link.searchParams.get("token"),
    });
    expect(off.statusCode).toBe(200);
    expect((await find("back@example.com"))?.status).toBe("unsubscribed");

    await post(t, "/api/kit/subscribe", { email: "back@example.com", firstName: "Bo" });
    expect(await find("back@example.com")).toMatchObject({ status: "subscribed", firstName: "Bo" });
  });

  test("the landing page's sign-up keeps the first name and its source (SPEC §7)", async () => {
    const res = await post(t, "/api/newsletter/subscribe", {
      email: "guide@example.com",
      firstName: "  Grace ",
    });
    expect(res.statusCode).toBe(200);
    expect(await find("guide@example.com")).toMatchObject({
      firstName: "Grace",
      source: "landing-page",
      status: "subscribed",
    });
  });

  test("an unsubscribe link only works for its own address, and the Audience list drops the address", async () => {
    await post(t, "/api/newsletter", { email: "leaving@example.com", source: "newsletter-signup-fallback" });
    await post(t, "/api/newsletter", { email: "staying@example.com", source: "newsletter-signup-fallback" });
    const all = await subscribers(t);
    const leaving = new URL(all.find((s) => s.email === "leaving@example.com")!.unsubscribeUrl);
    const token = leaving.searchParams.get("token")!;

    for (const [email, badToken] of [
      ["staying@example.com", token],
      ["leaving@example.com", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`],
      ["leaving@example.com", "short"],
    ]) {
      const refused = await post(t, "/api/newsletter/unsubscribe", { email, token: badToken });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: "invalid_unsubscribe_link" });
    }
    expect((await find("staying@example.com"))?.status).toBe("subscribed");

    expect(
      (await post(t, "/api/newsletter/unsubscribe", { email: "LEAVING@example.com", token })).statusCode,
    ).toBe(200);
    expect(
      (await post(t, "/api/newsletter/unsubscribe", { email: "leaving@example.com", token })).statusCode,
    ).toBe(200);
    expect((await find("leaving@example.com"))?.status).toBe("unsubscribed");
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
    [
      "/api/kit/subscribe",
      { email: "a@example.com", formId: { id: 1 } },
      "formId",
      "formId must be text of at most 40 characters, or a number",
    ],
    [
      "/api/newsletter/unsubscribe",
      { email: "a@example.com", token: 5 },
      "token",
      "The unsubscribe link's token must be text",
    ],
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
      expect(
        (
          await post(
            t,
            "/api/newsletter",
            { email: `n${i}@example.com`, source: "newsletter-signup-fallback" },
            "198.51.100.30",
          )
        ).statusCode,
      ).toBe(200);
    }
    const refused = await post(t, "/api/kit/subscribe", { email: "late@example.com" }, "198.51.100.30");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "too_many_requests", message: signupRateLimit.message });
    expect(
      (await post(t, "/api/kit/subscribe", { email: "late@example.com" }, "198.51.100.31")).statusCode,
    ).toBe(200);

    // Leaving the list has a limit of its own: a household that signed up often can still leave.
    await post(
      t,
      "/api/newsletter",
      { email: "leaving@example.com", source: "newsletter-signup-fallback" },
      "198.51.100.31",
    );
    const link = new URL(
      (await subscribers(t)).find((s) => s.email === "leaving@example.com")!.unsubscribeUrl,
    );
    const leave = { email: "leaving@example.com", token: link.searchParams.get("token")! };
    expect((await post(t, "/api/newsletter/unsubscribe", leave, "198.51.100.30")).statusCode).toBe(200);
    for (let i = 0; i < unsubscribeRateLimit.limit; i++) {
      expect(
        (await post(t, "/api/newsletter/unsubscribe", { ...leave, token: "guess" }, "198.51.100.32"))
          .statusCode,
      ).toBe(400);
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
    t = await createTestApp(kind, {
      // Short enough for the "slow" stand-in (30 s), long enough for a busy two-core machine.
      kit: new KitNewsletter({ ...TEST_KIT, baseUrl: kit.baseUrl, timeoutMs: 2_000 }),
    });
  });
  afterAll(async () => {
    await t.close();
    await kit.close();
  });

  test("a sign-up is added to the configured Kit form (not the form id the browser sends) and kept locally", async () => {
    const res = await post(t, "/api/kit/subscribe", {
      email: "Kit@Example.com",
      firstName: "Kim",
      formId: "999",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(kit.formSubscribers.get(TEST_KIT.formId)?.has("kit@example.com")).toBe(true);
    expect(kit.formSubscribers.has("999")).toBe(false);
    expect((await rows(t)).find((row) => row.email === "kit@example.com")).toMatchObject({
      firstName: "Kim",
      status: "subscribed",
    });
  });

  test.each([
    ["rejected", 422, "newsletter_rejected"],
    ["server-error", 502, "newsletter_unavailable"],
    ["slow", 502, "newsletter_unavailable"],
    ["unauthorized", 502, "newsletter_unavailable"],
    ["malformed", 502, "newsletter_unavailable"],
  ] as const)(
    "Kit %s: a non-ok answer without Kit's words or key, and the address is still kept",
    async (mode, status, error) => {
      kit.mode = mode;
      const email = `${mode}@example.com`;
      const res = await post(t, "/api/kit/subscribe", { email, firstName: "" });
      kit.mode = "ok";
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ ok: false, error, message: expect.any(String) });
      expect(res.body).not.toContain(TEST_KIT.apiKey);
      expect(res.body).not.toMatch(/errors|access token/i);
      expect((await rows(t)).find((row) => row.email === email)?.status).toBe("subscribed");
    },
  );
});

describe.each(testDatabaseKinds)(
  "addresses that left, signing up again through Kit's flow, on %s",
  (kind) => {
    let kit: KitStandIn;
    let t: TestApp;
    beforeAll(async () => {
      kit = await startKitStandIn();
      t = await createTestApp(kind, {
        env: {
          KIT_API_KEY: TEST_KIT.apiKey,
          KIT_FORM_ID: TEST_KIT.formId,
          KIT_WEBHOOK_SECRET: TEST_KIT_WEBHOOK_SECRET,
        },
        kit: new KitNewsletter({ ...TEST_KIT, baseUrl: kit.baseUrl, timeoutMs: 5_000 }),
      });
    });
    afterAll(async () => {
      await t.close();
      await kit.close();
    });

    const find = async (email: string) => (await rows(t)).find((row) => row.email === email);
    /** What Kit was sent about this address. */
    const sentToKit = (email: string) =>
      kit.requests.filter((request) => (request.body as { email_address?: string }).email_address === email);
    const kitReports = async (type: string, email: string) => {
      const body = kitDelivery(type, [email]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/kit",
        payload: body,
        headers: { "content-type": "application/json", "x-kit-signature": kitSignatureHeader(body) },
      });
      expect(res.statusCode).toBe(200);
    };
    /** The browser's two calls (SPEC §7), as a visitor typing the address into a form makes them. */
    const signUpInBrowser = async (email: string) => {
      const provider = await post(t, "/api/kit/subscribe", { email, firstName: "Again" });
      const list = await post(t, "/api/newsletter", {
        email,
        source: "newsletter-signup-kit",
        firstName: "Again",
      });
      return [provider, list].map((res) => ({ status: res.statusCode, body: res.json() as unknown }));
    };

    test.each([
      ["subscriber.bounced", "bounced"],
      ["subscriber.complained", "complained"],
    ] as const)(
      "after Kit's %s, a sign-up answers as any other but the address stays %s and is not sent to Kit",
      async (event, status) => {
        const email = `${status}@example.com`;
        const fresh = await signUpInBrowser(`fresh-${status}@example.com`);
        expect(await signUpInBrowser(email)).toEqual(fresh);
        await kitReports(event, email);
        const before = await find(email);
        const sentBefore = sentToKit(email).length;

        // The visitor cannot tell the address is suppressed: the same answers as a new address gets.
        expect(await signUpInBrowser(email)).toEqual(fresh);
        expect(await post(t, "/api/newsletter/subscribe", { email, firstName: "Landing" })).toMatchObject({
          statusCode: 200,
        });
        expect(await find(email)).toEqual({ ...before!, status });
        expect(sentToKit(email)).toHaveLength(sentBefore);

        // Neither its unsubscribe link nor a later "unsubscribed" from Kit makes it one a form may sign up again.
        const link = new URL((await subscribers(t)).find((s) => s.email === email)!.unsubscribeUrl);
        expect(
          (await post(t, "/api/newsletter/unsubscribe", { email, token: link.searchParams.get("token") }))
            .statusCode,
        ).toBe(200);
        await kitReports("subscriber.unsubscribed", email);
        await signUpInBrowser(email);
        expect((await find(email))?.status).toBe(status);
        expect(sentToKit(email)).toHaveLength(sentBefore);
        expect((await subscribers(t)).find((s) => s.email === email)).toMatchObject({
          subscribed: false,
          status,
        });
      },
    );

    test("a complaint after a bounce is kept as the graver of the two", async () => {
      await signUpInBrowser("both@example.com");
      await kitReports("subscriber.bounced", "both@example.com");
      await kitReports("subscriber.complained", "both@example.com");
      await kitReports("subscriber.bounced", "both@example.com");
      expect((await find("both@example.com"))?.status).toBe("complained");
    });

    test("an address that unsubscribed signs up again: subscribed, sent to Kit, with a new consent date", async () => {
      const email = "returning@example.com";
      const firstConsent = new Date("2025-01-02T03:04:05Z");
      await t.database.db
        .insert(newsletterSubscribers)
        .values({ email, createdAt: firstConsent, consentedAt: firstConsent });
      await kitReports("subscriber.unsubscribed", email);
      expect(await find(email)).toMatchObject({ status: "unsubscribed", consentedAt: firstConsent });

      const startedAt = Date.now();
      const answers = await signUpInBrowser(email);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const row = await find(email);
      expect(row).toMatchObject({
        status: "subscribed",
        createdAt: firstConsent,
        source: "newsletter-signup-kit",
      });
      // The database's clock stamps it; allow for a little skew between it and this process's.
      expect(row!.consentedAt.getTime()).toBeGreaterThan(startedAt - 60_000);
      expect(kit.formSubscribers.get(TEST_KIT.formId)?.has(email)).toBe(true);
      expect((await subscribers(t)).find((s) => s.email === email)).toMatchObject({
        subscribed: true,
        status: "subscribed",
        createdAt: firstConsent.toISOString(),
        consentedAt: row!.consentedAt.toISOString(),
      });

      // A repeat while subscribed is no new consent.
      await signUpInBrowser(email);
      expect((await find(email))?.consentedAt).toEqual(row!.consentedAt);
    });
  },
);
