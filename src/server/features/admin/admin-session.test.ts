import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie, TEST_ADMIN_PASSWORD } from "#tests/helpers/admin-login.ts";
import {
  appsClosedAfterEach,
  createTestApp,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import { hashToken } from "#server/http/secret-tokens.ts";
import { adminSessions, rateLimitCounters } from "#server/db/schema.ts";
import { hashAdminPassword } from "./admin-password.ts";
import { ADMIN_COOKIE, loginThrottle, SECURE_ADMIN_COOKIE } from "./admin-session.ts";

/** Every owner-only call of SPEC §7, with the method and a body that would be valid. */
const adminCalls = [
  { method: "GET", url: "/api/admin/coaching-purchases" },
  { method: "GET", url: "/api/newsletters" },
  { method: "GET", url: "/api/contacts" },
  { method: "GET", url: "/api/donations" },
  { method: "GET", url: "/api/admin/blog/posts" },
  {
    method: "POST",
    url: "/api/admin/blog/posts",
    payload: { title: "T", category: "Mindset", authorName: "A", excerpt: "E", content: "<p>C</p>" },
  },
  {
    method: "PUT",
    url: "/api/admin/blog/posts/1",
    payload: { title: "T", category: "Mindset", authorName: "A", excerpt: "E", content: "<p>C</p>" },
  },
  { method: "DELETE", url: "/api/admin/blog/posts/1" },
  { method: "DELETE", url: "/api/admin/subscribers/1" },
] as const;

/**
 * Owner-only calls whose body or id is invalid, unparsable or too large: without a session the
 * answer is still 401, so nobody can read the field list or make the server parse a large body.
 */
const invalidAdminCalls = [
  ["an empty post", { method: "POST", url: "/api/admin/blog/posts", payload: {} }],
  ["a post to a bad id", { method: "PUT", url: "/api/admin/blog/posts/abc", payload: {} }],
  ["a delete of a bad id", { method: "DELETE", url: "/api/admin/blog/posts/0x10" }],
  ["an empty transcript", { method: "PUT", url: "/api/admin/transcripts/ep-1", payload: {} }],
  [
    "a transcript under a bad id",
    { method: "PUT", url: "/api/admin/transcripts/no%20such%20id", payload: { a: 1 } },
  ],
  ["a transcript delete", { method: "DELETE", url: "/api/admin/transcripts/ep-1" }],
  ["a contact delete of a bad id", { method: "DELETE", url: "/api/admin/contacts/abc" }],
  ["a subscriber delete of a bad id", { method: "DELETE", url: "/api/admin/subscribers/abc" }],
  [
    "an upload request in XML",
    {
      method: "POST",
      url: "/api/objects/upload",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    },
  ],
  [
    "broken JSON",
    {
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: { "content-type": "application/json" },
      payload: '{"title":',
    },
  ],
  [
    "a body over every limit",
    {
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: { "content-type": "application/json" },
      payload: `"${"x".repeat(3 * 1024 * 1024)}"`,
    },
  ],
] as const;

describe.each(testDatabaseKinds)("admin session on %s", (kind) => {
  const start = appsClosedAfterEach();

  const login = (t: TestApp, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/admin/session", payload: { password }, headers });

  describe("without a valid session", () => {
    // Refused calls change nothing, so one app serves every case.
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    test.each(adminCalls)("$method $url answers 401 without a session", async (call) => {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "unauthorized", message: expect.any(String) });
    });

    test.each(adminCalls)("$method $url answers 401 with a made-up session id", async (call) => {
      const res = await t.app.inject({
        ...call,
        headers: { cookie: `${SECURE_ADMIN_COOKIE}=made-up-token` },
      });
      expect(res.statusCode).toBe(401);
    });

    test.each(invalidAdminCalls)("%s answers 401 before the body or id is looked at", async (_name, call) => {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "unauthorized", message: expect.any(String) });
    });
  });

  /** A site whose public address is plain http: only the request's own protocol can ask for Secure. */
  const overHttp = { env: { PUBLIC_BASE_URL: "http://podcast.example.com" } };

  test("the right password sets an HttpOnly, SameSite=Strict session cookie with an expiry", async () => {
    const t = await start(kind, overHttp);
    const res = await login(t, TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true });
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    expect(cookie.path).toBe("/");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("the cookie is Secure and __Host- prefixed when the site is served over HTTPS (behind a proxy)", async () => {
    const t = await start(kind, overHttp);
    const res = await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-proto": "https" });
    expect(res.cookies.map((c) => c.name)).toEqual([SECURE_ADMIN_COOKIE]);
    expect(res.cookies[0]!.secure).toBe(true);
  });

  test("on an https PUBLIC_BASE_URL the cookie is __Host-admin_session: Secure, Path=/, no Domain, even if the proxy ending TLS does not say so", async () => {
    const t = await start(kind);
    expect(t.config.publicBaseUrl).toMatch(/^https:/);
    const res = await login(t, TEST_ADMIN_PASSWORD);
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; Secure(;|$)/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    const cookie = res.cookies.find((c) => c.name === SECURE_ADMIN_COOKIE)!;
    const session = { cookie: `${SECURE_ADMIN_COOKIE}=${cookie.value}` };
    expect((await t.app.inject({ method: "GET", url: "/api/contacts", headers: session })).statusCode).toBe(
      200,
    );
    // The same token without the prefix, as a subdomain or a plain-http page could set it, is not read.
    const unprefixed = { cookie: `${ADMIN_COOKIE}=${cookie.value}` };
    expect(
      (await t.app.inject({ method: "GET", url: "/api/contacts", headers: unprefixed })).statusCode,
    ).toBe(401);
    const out = await t.app.inject({ method: "DELETE", url: "/api/admin/session", headers: session });
    const cleared = out.cookies.find((c) => c.name === SECURE_ADMIN_COOKIE)!;
    expect(cleared.secure).toBe(true);
    expect(cleared.value).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/contacts", headers: session })).statusCode).toBe(
      401,
    );
  });

  test("a wrong password answers 401 'Incorrect password' and sets no cookie (SPEC §8)", async () => {
    const t = await start(kind);
    const res = await login(t, "not-the-password");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "incorrect_password", message: "Incorrect password" });
    expect(res.cookies).toHaveLength(0);
  });

  test("an empty or oversized password is a 400 with a field message", async () => {
    const t = await start(kind);
    const empty = await login(t, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ password: "Password is required" });
    const huge = await login(t, "x".repeat(10_000));
    expect(huge.statusCode).toBe(400);
    const missing = await t.app.inject({ method: "POST", url: "/api/admin/session", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: "Password is required" });
    const number = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { password: 123 },
    });
    expect(number.statusCode).toBe(400);
    expect(number.json().fields).toEqual({ password: "Password must be text" });
  });

  test("with a session every admin read answers 200 and is never cached", async () => {
    const t = await start(kind);
    const cookie = await adminCookie(t);
    for (const call of adminCalls.filter((c) => c.method === "GET")) {
      const res = await t.app.inject({ ...call, headers: { cookie } });
      expect(res.statusCode, call.url).toBe(200);
      expect(res.json(), call.url).toEqual([]);
      expect(res.headers["cache-control"], call.url).toBe("no-store");
    }
  });

  test("GET /api/admin/session tells whether the cookie is a live session", async () => {
    const t = await start(kind);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/session" });
    expect(anonymous.json()).toEqual({ authenticated: false });
    const cookie = await adminCookie(t);
    const owner = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });
    expect(owner.json()).toEqual({ authenticated: true });
  });

  test("logout deletes the session: the same cookie no longer works", async () => {
    const t = await start(kind);
    const cookie = await adminCookie(t);
    const out = await t.app.inject({ method: "DELETE", url: "/api/admin/session", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === SECURE_ADMIN_COOKIE)?.value).toBe("");
    const after = await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  test("a session survives a restart of the server on the same database", async () => {
    const first = await createTestApp(kind);
    const cookie = await adminCookie(first);
    await first.stop();
    const second = await start(kind, { database: first.database });
    const res = await second.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });

  test("a new ADMIN_PASSWORD ends every session made with the old one, and deletes them at start", async () => {
    const first = await createTestApp(kind);
    const cookie = await adminCookie(first);
    // A row from before sessions carried a password fingerprint.
    await first.database.db
      .insert(adminSessions)
      .values({ tokenHash: hashToken("legacy"), expiresAt: new Date(Date.now() + 60_000) });
    await first.stop();
    const second = await start(kind, {
      database: first.database,
      env: { ADMIN_PASSWORD: "the owner's new password" },
    });
    expect(await second.database.db.select().from(adminSessions)).toEqual([]);
    for (const token of [cookie, `${SECURE_ADMIN_COOKIE}=legacy`]) {
      const res = await second.app.inject({
        method: "GET",
        url: "/api/contacts",
        headers: { cookie: token },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(second, "the owner's new password")).statusCode).toBe(200);
  });

  test("a session made by an instance still running with the old password is not live on one with the new", async () => {
    const old = await start(kind);
    const renewed = await createTestApp(kind, {
      database: old.database,
      env: { ADMIN_PASSWORD: "the owner's new password" },
    });
    try {
      const cookie = await adminCookie(old);
      const res = await renewed.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
      expect(res.statusCode).toBe(401);
    } finally {
      await renewed.stop();
    }
  });

  test("a new ADMIN_PASSWORD_HASH ends the old sessions, even for the same password; the same hash keeps them", async () => {
    const env = (hash: string) => ({ env: { ADMIN_PASSWORD: "", ADMIN_PASSWORD_HASH: hash } });
    const hash = await hashAdminPassword(TEST_ADMIN_PASSWORD);
    const first = await createTestApp(kind, env(hash));
    const cookie = await adminCookie(first);
    await first.stop();
    const sameHash = await createTestApp(kind, { database: first.database, ...env(hash) });
    expect(
      (await sameHash.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })).statusCode,
    ).toBe(200);
    await sameHash.stop();
    const newHash = await start(kind, {
      database: first.database,
      ...env(await hashAdminPassword(TEST_ADMIN_PASSWORD)),
    });
    expect(
      (await newHash.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  test("with a password generated for each run, a restart logs the owner out", async () => {
    const generated = { env: { ADMIN_PASSWORD: "" } };
    const first = await createTestApp(kind, generated);
    const password = first.config.adminPassword;
    if (password.kind !== "plain" || !password.generated) throw new Error("expected a generated password");
    const loggedIn = await login(first, password.value);
    const cookie = `${SECURE_ADMIN_COOKIE}=${loggedIn.cookies.find((c) => c.name === SECURE_ADMIN_COOKIE)!.value}`;
    expect(
      (await first.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })).statusCode,
    ).toBe(200);
    await first.stop();
    const second = await start(kind, { database: first.database, ...generated });
    expect(
      (await second.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  test("a session made on one instance works on another instance of the same database", async () => {
    const a = await start(kind);
    const b = await createTestApp(kind, { database: a.database });
    try {
      const cookie = await adminCookie(a);
      expect(
        (await b.app.inject({ method: "GET", url: "/api/donations", headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await b.stop();
    }
  });

  test("an expired session answers 401", async () => {
    const t = await start(kind);
    const cookie = await adminCookie(t);
    const { adminSessions } = await import("#server/db/schema.ts");
    await t.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  test("writes sent by a browser from another site are refused with 403, even with the owner's cookie", async () => {
    const t = await start(kind);
    const cookie = await adminCookie(t);
    const post = adminCalls[5];
    const fromElsewhere = await t.app.inject({
      ...post,
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error).toBe("cross_site_request");
    const crossSiteFetch = await t.app.inject({
      ...post,
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSiteFetch.statusCode).toBe(403);
    const loginFromElsewhere = await login(t, TEST_ADMIN_PASSWORD, { origin: "https://evil.example" });
    expect(loginFromElsewhere.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      ...post,
      headers: { cookie, origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  test("behind a proxy that forwards neither Host nor X-Forwarded-Host, the public address's Origin is the site's own", async () => {
    const t = await start(kind);
    // nginx's default: Host is the server's own address; the browser sends the public origin.
    const behindProxy = {
      host: "127.0.0.1:3000",
      origin: t.config.publicBaseUrl,
      "sec-fetch-site": "same-origin",
    };
    const loggedIn = await login(t, TEST_ADMIN_PASSWORD, behindProxy);
    expect(loggedIn.statusCode).toBe(200);
    const cookie = await adminCookie(t);
    const write = await t.app.inject({ ...adminCalls[5], headers: { cookie, ...behindProxy } });
    expect(write.statusCode).toBe(201);
    // Only that exact origin: another scheme, or the default address when none is set, is not it.
    for (const origin of ["https://evil.example", t.config.publicBaseUrl.replace("https:", "http:")]) {
      const elsewhere = await t.app.inject({ ...adminCalls[5], headers: { cookie, ...behindProxy, origin } });
      expect(elsewhere.statusCode, origin).toBe(403);
    }
    const unset = await start(kind, { env: { PUBLIC_BASE_URL: "" } });
    const unsetCookie = await adminCookie(unset);
    const fromDefault = { ...behindProxy, origin: unset.config.publicBaseUrl };
    expect(unset.config.publicBaseUrl).toBe("http://localhost:3000");
    expect(
      (await unset.app.inject({ ...adminCalls[5], headers: { cookie: unsetCookie, ...fromDefault } }))
        .statusCode,
    ).toBe(403);
  });

  test("repeated wrong passwords from one address are slowed, then refused with 429; another address can still log in", async () => {
    const delays: number[] = [];
    const t = await start(kind, { loginWait: async (ms) => delays.push(ms) });
    const attacker = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < loginThrottle.refuseAfter; i++) {
      expect((await login(t, `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    // The first attempts answer at once, later ones wait longer and longer, up to the cap.
    const expected = Array.from({ length: loginThrottle.refuseAfter - loginThrottle.slowAfter }, (_, i) =>
      Math.min((i + 1) * loginThrottle.delayStepMs, loginThrottle.maxDelayMs),
    );
    expect(delays).toEqual(expected);

    const refused = await login(t, TEST_ADMIN_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    // The window is 15 minutes from the first wrong password.
    expect(refused.json().message).toBe("Too many incorrect passwords. Please try again in 15 minutes.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const owner = await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "198.51.100.20" });
    expect(owner.statusCode).toBe(200);
  });

  test("the addresses of one IPv6 /64 share one count of wrong passwords; the next /64 does not", async () => {
    const t = await start(kind, { loginWait: async () => {} });
    for (let i = 1; i <= loginThrottle.refuseAfter; i++) {
      expect(
        (await login(t, `guess-${i}`, { "x-forwarded-for": `2001:db8:0:7::${i.toString(16)}` })).statusCode,
      ).toBe(401);
    }
    const rotated = await login(t, TEST_ADMIN_PASSWORD, {
      "x-forwarded-for": "2001:db8:0:7:ffff:1234:5678:9abc",
    });
    expect(rotated.statusCode).toBe(429);
    const counters = await t.database.db.select().from(rateLimitCounters);
    expect(counters.map(({ key }) => key)).toContain("admin-login:2001:db8:0:7::/64");
    const nextNetwork = await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "2001:db8:0:8::1" });
    expect(nextNetwork.statusCode).toBe(200);
  });

  test("an IPv6 /56 and /48 are counted too: moving between their /64s does not multiply the guesses", async () => {
    const t = await start(kind, { loginWait: async () => {} });
    const [slash56, slash48] = loginThrottle.widerNetworks;
    // Wrong passwords from /64s of 2001:db8:5:xx00::/56 networks, each /64 up to its own limit.
    let failures = 0;
    // Every attempt counts, the refused one below too.
    const budget48 = slash48!.refuseAfter - 1;
    const guessFrom = async (fourthGroup: number) => {
      for (let i = 0; i < loginThrottle.refuseAfter && failures < budget48; i++, failures++) {
        const res = await login(t, `guess-${failures}`, {
          "x-forwarded-for": `2001:db8:5:${fourthGroup.toString(16)}::${i + 1}`,
        });
        expect(res.statusCode, `failure ${failures + 1}`).toBe(401);
      }
    };
    const slash64sPer56 = slash56!.refuseAfter / loginThrottle.refuseAfter;
    for (let i = 0; i < slash64sPer56; i++) await guessFrom(0x1200 + i);
    // The /56 has used its allowance: a fresh /64 in it is refused, even with the right password.
    expect(
      (await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "2001:db8:5:12ff::1" })).statusCode,
    ).toBe(429);
    // The next /56 of the /48 still answers, until the /48 has used its own allowance.
    for (let network = 0x1300; failures < budget48; network += 0x100) {
      for (let i = 0; i < slash64sPer56 && failures < budget48; i++) await guessFrom(network + i);
    }
    const inSame48 = await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "2001:db8:5:ff00::1" });
    expect(inSame48.statusCode).toBe(429);
    expect(inSame48.json().message).toBe("Too many incorrect passwords. Please try again in 15 minutes.");
    const keys = (await t.database.db.select().from(rateLimitCounters)).map(({ key }) => key);
    expect(keys).toEqual(
      expect.arrayContaining(["admin-login:2001:db8:5:1200::/56", "admin-login:2001:db8:5:0::/48"]),
    );
    // Another /48 is not affected.
    expect((await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "2001:db8:6::1" })).statusCode).toBe(
      200,
    );
  });

  test("many wrong passwords across the site slow every login attempt, the owner's too, but never refuse the right password", async () => {
    const delays: number[] = [];
    const t = await start(kind, { loginWait: async (ms) => delays.push(ms) });
    const { siteWide } = loginThrottle;
    // One wrong password from each of many addresses: no address reaches its own limit.
    for (let i = 0; i < siteWide.slowAfter; i++) {
      expect(
        (await login(t, `spread-guess-${i}`, { "x-forwarded-for": `198.51.${100 + (i >> 8)}.${i & 0xff}` }))
          .statusCode,
      ).toBe(401);
    }
    expect(delays).toEqual([]);
    const owner = await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "203.0.113.200" });
    expect(owner.statusCode).toBe(200);
    expect(delays).toEqual([siteWide.delayStepMs]);
    // The slowing grows with the failures, up to its cap, and the right password still gets in.
    await t.database.db
      .update(rateLimitCounters)
      .set({ count: siteWide.slowAfter * 100 })
      .where(eq(rateLimitCounters.key, "admin-login-failures:site"));
    expect((await login(t, "yet-another-guess", { "x-forwarded-for": "203.0.113.201" })).statusCode).toBe(
      401,
    );
    expect((await login(t, TEST_ADMIN_PASSWORD, { "x-forwarded-for": "203.0.113.202" })).statusCode).toBe(
      200,
    );
    expect(delays.slice(1)).toEqual([siteWide.maxDelayMs, siteWide.maxDelayMs]);
  });

  test("the slowing really waits before answering a wrong password", async () => {
    const t = await start(kind);
    const from = { "x-forwarded-for": "203.0.113.8" };
    for (let i = 0; i < loginThrottle.slowAfter; i++) await login(t, `guess-${i}`, from);
    const started = performance.now();
    expect((await login(t, "one-more-guess", from)).statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(loginThrottle.delayStepMs - 50);
  });

  test("a burst of guesses sent at once gets no more password checks than the limit", async () => {
    const t = await start(kind, { loginWait: async () => {} });
    const attacker = { "x-forwarded-for": "203.0.113.99" };
    const answers = await Promise.all(
      Array.from({ length: loginThrottle.refuseAfter + 8 }, (_, i) => login(t, `burst-${i}`, attacker)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(loginThrottle.refuseAfter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  /** Three wrong passwords from `remoteAddress`, each naming another client in X-Forwarded-For. */
  async function guessWithForgedForwardedFor(t: TestApp, remoteAddress: string) {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/session",
        payload: { password: `guess-${i}` },
        remoteAddress,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
  }

  test("a visitor reaching the server directly cannot pick their address with X-Forwarded-For", async () => {
    const t = await start(kind);
    await guessWithForgedForwardedFor(t, "203.0.113.50");
    const counters = await t.database.db.select().from(rateLimitCounters);
    const perAddress = counters.filter(({ key }) => key.startsWith("admin-login:"));
    expect(perAddress.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: "admin-login:203.0.113.50", count: 3 },
    ]);
  });

  test("by default a proxy on a private network is not believed: its visitors cannot pick their address with X-Forwarded-For", async () => {
    // A container's port mapping or a platform's router hands every visitor over from such an address.
    const t = await start(kind);
    await guessWithForgedForwardedFor(t, "172.17.0.1");
    const counters = await t.database.db.select().from(rateLimitCounters);
    expect(counters.map(({ key, count }) => ({ key, count }))).toContainEqual({
      key: "admin-login:172.17.0.1",
      count: 3,
    });
  });

  test("a successful login clears the address's failed attempts", async () => {
    const t = await start(kind);
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < loginThrottle.slowAfter; i++) await login(t, "wrong", from);
    expect((await login(t, TEST_ADMIN_PASSWORD, from)).statusCode).toBe(200);
    const started = performance.now();
    await login(t, "wrong-again", from);
    expect(performance.now() - started).toBeLessThan(loginThrottle.delayStepMs);
  });

  test("ADMIN_PASSWORD_HASH is accepted instead of the plain password", async () => {
    const hash = await hashAdminPassword("a hashed owner password");
    const t = await start(kind, { env: { ADMIN_PASSWORD: "", ADMIN_PASSWORD_HASH: hash } });
    expect((await login(t, "a hashed owner password")).statusCode).toBe(200);
    expect((await login(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
  });
});
