import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "../../../../tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { newsletterSubscribers } from "../../db/schema.ts";

const unsubscribeUrlPattern = (encodedEmail: string) =>
  expect.stringMatching(new RegExp(`^https://podcast\\.example\\.com/newsletter/unsubscribe\\?email=${encodedEmail}&token=[\\w-]{43}$`));

describe.each(testDatabaseKinds)("newsletter subscribers for the owner on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  test("GET /api/newsletters answers every row with its subscribed flag, newest first", async () => {
    await t.database.db.insert(newsletterSubscribers).values([
      { email: "old@example.com", source: "newsletter-signup-kit", createdAt: new Date("2026-01-01T00:00:00Z") },
      { email: "gone@example.com", subscribed: false, createdAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const res = await t.app.inject({ method: "GET", url: "/api/newsletters", headers: { cookie: await adminCookie(t) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), email: "gone@example.com", firstName: null, source: null, subscribed: false, createdAt: "2026-02-01T00:00:00.000Z", unsubscribeUrl: unsubscribeUrlPattern("gone%40example.com") },
      { id: expect.any(Number), email: "old@example.com", firstName: null, source: "newsletter-signup-kit", subscribed: true, createdAt: "2026-01-01T00:00:00.000Z", unsubscribeUrl: unsubscribeUrlPattern("old%40example.com") },
    ]);
  });
});
