import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import type { ApiDocument } from "./api-description.ts";

describe("the API's description", () => {
  let t: TestApp;
  const registered: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp("pglite");
    // Every route the app has, as the router prints them: a tree whose lines add to their parent's path.
    const parents: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const url = (parents[depth - 1] ?? "") + match[2]!;
      parents[depth] = url;
      if (url.startsWith("/api/") && match[3])
        for (const method of match[3].split(", ")) registered.push({ method, url });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const document = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    return res.json() as ApiDocument & { openapi: string };
  };

  test("is OpenAPI 3.1 with every API route in it", async () => {
    expect(registered.length).toBeGreaterThan(30);
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
        ),
      ),
    );
    const undocumented = registered
      .filter(({ method, url }) => !["HEAD", "OPTIONS"].includes(method) && url !== "/api/*")
      .filter(({ url }) => !["/api/openapi.json", "/api/reference"].includes(url))
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !described.has(route));
    expect(undocumented).toEqual([]);
    expect(described).toContain("GET /api/search");
    expect(described).toContain("PUT /api/admin/episodes/:episodeId/transcript");
  });

  test("every route says what it answers, from its schema: a route without one fails here", async () => {
    const doc = await document();
    const unschemed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {});
        const described = answers.some(
          ([status, response]) => response.content !== undefined || /^(204|3\d\d)$/.test(status),
        );
        if (!described) unschemed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(unschemed).toEqual([]);
  });

  test("reads as a page, with no script, for the owner's tools and people", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reference" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body).toContain("<code>/api/search</code>");
    // An answer is told by its fields when its schema gives no description.
    expect(res.body).toContain("JSON with q, type, page, pageSize, total, results.");
    expect(res.body).not.toContain("Default Response");
    expect(res.body).not.toContain("<script");
  });
});
