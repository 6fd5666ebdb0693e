import { sql } from "drizzle-orm";
import { existsSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { brand } from "#shared/content/brand.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { buildApp, JSON_BODY_LIMIT_BYTES } from "./app.ts";
import { loadConfig } from "./config.ts";
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "#server/http/errors.ts";

/** Routes that exist only in this test, to drive the app's shared error handling. */
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/test/echo",
    { schema: { body: z.object({ email: z.email(), name: z.string().min(2) }) } },
    async (request) => request.body,
  );
  typed.get("/api/test/crash", async () => {
    throw new Error(
      'duplicate key value violates unique constraint "blog_posts_slug_unique" at select * from blog_posts',
    );
  });
  typed.get("/api/test/forbidden", async () => {
    throw new HttpError(403, "forbidden", "You may not do that.");
  });
}

describe.each(testDatabaseKinds)("the app on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { configure: addProbeRoutes });
  });
  afterAll(async () => {
    await t?.close();
  });

  test("migrations create every table of the schema at start", async () => {
    const result: unknown = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // node-postgres and PGlite both answer { rows }.
    const rows = (result as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual([
      "admin_sessions",
      "blog_posts",
      "coaching_payments",
      "contact_messages",
      "donations",
      "episode_catalog",
      "episode_timed_text",
      "episode_transcripts",
      "newsletter_subscribers",
      "owner_notifications",
      "rate_limit_counters",
      "sandbox_payment_intents",
      "search_entries",
      "search_sources",
      "site_secrets",
      "upload_grants",
      "youtube_videos",
    ]);
  });

  test("/healthz answers while the process is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  test("/readyz answers when the database does", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    // Which database runs is not told to anyone who asks.
    expect(res.json()).toEqual({ status: "ready" });
  });

  test("an unknown /api path answers 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: "not_found",
      message: "No endpoint answers GET /api/no-such-thing.",
    });
  });

  test("invalid input answers 400 with a message per field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "nope", name: "A" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("invalid_input");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "name"]);
    expect(body.message).toContain("email");
  });

  test("a NUL character anywhere in the input answers 400 naming the field, and stores nothing", async () => {
    const count = async () => {
      const result: unknown = await t.database.db.execute(
        sql`select count(*)::int as n from contact_messages`,
      );
      return (result as { rows: { n: number }[] }).rows[0]!.n;
    };
    const before = await count();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "x-forwarded-for": "203.0.113.77" },
      payload: {
        name: "Al",
        email: "al@example.com",
        type: "general",
        subject: "Hi",
        message: "hello\u0000 world, how are you?",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "invalid_input",
      fields: { message: expect.stringContaining("NUL") },
    });
    expect(await count()).toBe(before);

    const query = await t.app.inject({ method: "GET", url: "/api/blog/posts/any-post?q=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toHaveProperty("q");
    const path = await t.app.inject({ method: "GET", url: "/api/blog/posts/a%00b" });
    expect(path.statusCode).toBe(400);
    expect(path.json().fields).toHaveProperty("slug");
  });

  test("a JSON body nested as deep as the body limit allows is handled like any other, never a 500", async () => {
    const depth = Math.floor((JSON_BODY_LIMIT_BYTES - 100) / 2);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/json" },
      payload: `{"a":${"[".repeat(depth)}"x"${"]".repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: { email: expect.any(String) } });
  });

  test("a text/plain body to a JSON route answers 415 and stores nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "text/plain", "x-forwarded-for": "203.0.113.78" },
      payload: JSON.stringify({
        name: "Al",
        email: "al@example.com",
        type: "general",
        subject: "Hi",
        message: "Hello there, how are you?",
      }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: "unsupported_media_type" });
    const stored: unknown = await t.database.db.execute(
      sql`select count(*)::int as n from contact_messages where email = 'al@example.com'`,
    );
    expect((stored as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  test("a malformed percent-escape in the path answers 400 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog/posts/%ZZ" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "bad_url", message: expect.any(String) });
  });

  test.each(["/api/nope", "/api/webhooks/stripe", "/nope"])(
    "POST %s answers 404 before its body is read, whatever the body",
    async (url) => {
      const bodies = [
        { "content-type": "application/xml", payload: "<a/>" },
        { "content-type": "application/json", payload: '{"broken":' },
        { "content-type": "text/plain", payload: "hi" },
      ];
      for (const { payload, ...headers } of bodies) {
        const res = await t.app.inject({ method: "POST", url, headers, payload });
        expect(res.statusCode, headers["content-type"]).toBe(404);
        expect(res.json()).toEqual({ error: "not_found", message: `No endpoint answers POST ${url}.` });
      }
    },
  );

  test("a path an endpoint answers with other methods is a 405 with Allow, before its body is read", async () => {
    const cases: [string, string, string][] = [
      ["PUT", "/api/enhanced/episodes", "GET, HEAD"],
      ["GET", "/api/newsletter", "POST"],
      ["POST", "/api/blog/posts/some-slug", "GET, HEAD"],
    ];
    for (const [method, url, allow] of cases) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { "content-type": "text/plain" },
        payload: method === "GET" ? undefined : "not json",
      });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({
        error: "method_not_allowed",
        message: `${url} answers ${allow}, not ${method}.`,
      });
    }
  });

  test("malformed JSON answers 400 invalid_json", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_json");
  });

  test("a body over the limit answers 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "a@b.co", name: "x".repeat(JSON_BODY_LIMIT_BYTES + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: "payload_too_large" });
  });

  test("a body that is not JSON answers 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "text/csv" },
      payload: "email,name",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: "unsupported_media_type" });
  });

  test("access errors keep their status and message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/forbidden" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "forbidden", message: "You may not do that." });
  });

  test("an unexpected failure answers 500 without stack trace or SQL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "internal_error",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(res.body).not.toMatch(/blog_posts|select|at |Error/);
  });

  test("robots.txt keeps crawlers out of /admin and points at the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Disallow: /newsletter/unsubscribe");
    expect(res.body).toContain("Sitemap: https://podcast.example.com/sitemap.xml");
  });

  test("the web app manifest names the show and points at icons that exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/site.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = res.json() as {
      name: string;
      short_name: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: brand.showName, short_name: brand.shortName, start_url: "/home" });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons)
      expect(existsSync(new URL(`../../public${icon.src}`, import.meta.url))).toBe(true);
  });

  test("sitemap.xml lists the public pages at the public address and never /admin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/xml/);
    for (const path of [
      "/home",
      "/episodes",
      "/about",
      "/jordan-avery-rivers",
      "/coaching",
      "/blog",
      "/support",
      "/rewards",
      "/terms-of-service",
      "/privacy-policy",
    ]) {
      expect(res.body).toContain(`<loc>https://podcast.example.com${path}</loc>`);
    }
    expect(res.body).not.toContain("/admin");
  });

  test("responses carry security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});

/** Sends raw bytes to the listening app and answers everything it writes back until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.end(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("malformed HTTP", () => {
  test.each([
    ["an unknown method", "FOO /api/blog/posts HTTP/1.1\r\nHost: localhost\r\n\r\n"],
    [
      "a Content-Length that is not a number",
      "POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}",
    ],
  ])("%s answers 400 in the error shape", async (_name, request) => {
    const t = await createTestApp("pglite");
    try {
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      const answer = await rawExchange((t.app.server.address() as AddressInfo).port, request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
        error: "bad_request",
        message: expect.any(String),
      });
    } finally {
      await t.close();
    }
  });
});

/** An app on a fresh embedded database whose log lines the test reads. */
async function withLoggedApp(
  run: (
    app: Awaited<ReturnType<typeof buildApp>>,
    lines: string[],
    database: Awaited<ReturnType<typeof createTestDatabase>>,
  ) => Promise<void>,
) {
  const lines: string[] = [];
  const database = await createTestDatabase("pglite");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    ADMIN_PASSWORD: "owner-test-password-123",
  });
  const app = await buildApp({ config, database, logger: { stream: { write: (line) => lines.push(line) } } });
  try {
    await run(app, lines, database);
  } finally {
    await app.close();
    await database.dispose();
  }
}

describe("request logs", () => {
  test("keep unsubscribe and upload credentials out of the logged URL", async () => {
    await withLoggedApp(async (app, lines) => {
      await app.inject({ method: "GET", url: "/api/objects/upload/cover.png?token=upload-s3cret" });
      await app.inject({
        method: "GET",
        url: "/api/newsletter/unsubscribe?email=ana%40example.com&token=link-s3cret",
      });
      const logged = lines.join("\n");
      expect(logged).toContain("/api/objects/upload/cover.png?token=[redacted]");
      expect(logged).not.toMatch(/s3cret|ana%40example/);
    });
  });
});

describe("error logs", () => {
  test("a failed query is logged with its SQL and the database's reason, never with what the visitor typed", async () => {
    await withLoggedApp(async (app, lines, database) => {
      await database.db.execute(sql`drop table contact_messages`);
      const res = await app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: {
          name: "Ana Private",
          email: "ana.private@example.com",
          type: "general",
          subject: "A private subject",
          message: "Something only the owner\nshould read.",
        },
      });
      expect(res.statusCode).toBe(500);
      const failure = lines
        .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
        .find((entry) => entry.msg === "request failed");
      expect(failure?.err).toMatchObject({ type: "DrizzleQueryError" });
      // The message is first looked for among the last hour's (a repeat is not stored twice).
      expect(String(failure?.err?.message)).toMatch(/^Failed query: select .* from "contact_messages"/);
      expect(String(failure?.err?.message)).toContain("contact_messages");
      expect(String(failure?.err?.message)).toMatch(/does not exist/);
      expect(failure?.err?.stack).toMatch(/\n\s+at /);
      const logged = lines.join("\n");
      expect(logged).not.toMatch(/ana\.private@example\.com|Ana Private|A private subject|only the owner/);
    });
  });
});

describe("readiness", () => {
  test("/readyz answers 503 when the database does not", async () => {
    const t = await createTestApp("pglite");
    try {
      t.database.ping = async () => {
        throw new Error("connection refused");
      };
      // The routes hold the database object itself, so the failing ping is what they see.
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: "not_ready", message: "The database is not answering." });
    } finally {
      await t.close();
    }
  });
});

describe("compression", () => {
  test("text answers are compressed for clients that accept it", async () => {
    const t = await createTestApp("pglite");
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
    } finally {
      await t.close();
    }
  });
});
