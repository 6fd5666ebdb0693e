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

  test("DELETE /api/admin/subscribers/:id removes a subscriber's record, for the owner only", async () => {
    const [leaving, staying] = await t.database.db
      .insert(newsletterSubscribers)
      .values([{ email: "forget-me@example.com", firstName: "Ana" }, { email: "keep-me@example.com" }])
      .returning();
    const cookie = await adminCookie(t);
    const remove = (id: number | string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/subscribers/${id}`, headers });

    // Only the owner, and only from the site itself.
    expect((await remove(leaving!.id, {})).statusCode).toBe(401);
    expect((await remove(leaving!.id, { cookie, origin: "https://elsewhere.example" })).statusCode).toBe(403);
    expect((await remove("abc")).statusCode).toBe(400);

    expect((await remove(leaving!.id)).statusCode).toBe(204);
    const again = await remove(leaving!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "not_found", message: "No subscriber has this id." });
    const left = await t.database.db.select().from(newsletterSubscribers);
    expect(left.map((row) => row.email)).not.toContain("forget-me@example.com");
    expect(left.map((row) => row.id)).toContain(staying!.id);
  });
});
