import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";

const unsubscribeUrlPattern = (encodedEmail: string) =>
  expect.stringMatching(
    new RegExp(
      `^https://podcast\\.example\\.com/newsletter/unsubscribe\\?email=${encodedEmail}&token=[\\w-]{43}$`,
    ),
  );

describe.each(testDatabaseKinds)("newsletter subscribers for the owner on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  test("GET /api/newsletters answers every row with its subscribed flag, its state and latest consent, newest first", async () => {
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    await t.database.db.insert(newsletterSubscribers).values([
      {
        email: "old@example.com",
        source: "newsletter-signup-kit",
        createdAt: day("2026-01-01"),
        consentedAt: day("2026-01-01"),
      },
      {
        email: "gone@example.com",
        status: "unsubscribed",
        createdAt: day("2026-02-01"),
        consentedAt: day("2026-02-01"),
      },
      { email: "back@example.com", createdAt: day("2026-03-01"), consentedAt: day("2026-05-01") },
      {
        email: "bounce@example.com",
        status: "bounced",
        createdAt: day("2026-04-01"),
        consentedAt: day("2026-04-01"),
      },
      {
        email: "spam@example.com",
        status: "complained",
        createdAt: day("2026-04-02"),
        consentedAt: day("2026-04-02"),
      },
    ]);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/newsletters",
      headers: { cookie: await adminCookie(t) },
    });
    expect(res.statusCode).toBe(200);
    const row = (
      email: string,
      source: string | null,
      status: string,
      createdAt: string,
      consentedAt = createdAt,
    ) => ({
      id: expect.any(Number),
      email,
      firstName: null,
      source,
      subscribed: status === "subscribed",
      status,
      createdAt: `${createdAt}T00:00:00.000Z`,
      consentedAt: `${consentedAt}T00:00:00.000Z`,
      unsubscribeUrl: unsubscribeUrlPattern(encodeURIComponent(email)),
    });
    expect(res.json()).toEqual([
      row("spam@example.com", null, "complained", "2026-04-02"),
      row("bounce@example.com", null, "bounced", "2026-04-01"),
      row("back@example.com", null, "subscribed", "2026-03-01", "2026-05-01"),
      row("gone@example.com", null, "unsubscribed", "2026-02-01"),
      row("old@example.com", "newsletter-signup-kit", "subscribed", "2026-01-01"),
    ]);
  });

  test("the database refuses a state it does not know", async () => {
    await expect(
      t.database.db
        .insert(newsletterSubscribers)
        .values({ email: "odd@example.com", status: "paused" as "subscribed" }),
    ).rejects.toThrow();
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
