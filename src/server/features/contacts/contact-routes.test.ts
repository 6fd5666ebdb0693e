import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import {
  appsClosedAfterEach,
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
} from "#tests/helpers/test-app.ts";
import type { ContactMessage } from "#shared/admin/business-data.ts";
import { contactMessages } from "#server/db/schema.ts";
import { REPEATED_MESSAGE_WINDOW_MS } from "./contact-repository.ts";
import { contactRateLimit } from "./contact-inbox.ts";
import { pageContactMessages } from "./contact-routes.ts";

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Sam Sponsor",
  email: "  Sam@Brand.Example ",
  type: "sponsor",
  subject: "Season sponsorship",
  message: "We would love to sponsor the next season of the show.",
  ...overrides,
});

describe.each(testDatabaseKinds)("contact messages on %s", (kind) => {
  const start = appsClosedAfterEach();
  const send = (t: TestApp, payload: object, ip = "192.0.2.1") =>
    t.app.inject({ method: "POST", url: "/api/contacts", payload, headers: { "x-forwarded-for": ip } });

  test("a message is stored and the owner reads it in GET /api/contacts, newest first", async () => {
    const t = await start(kind);
    const first = await send(t, message());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, id: expect.any(Number) });
    await send(t, message({ subject: "Second", type: "guest" }));
    const cookie = await adminCookie(t);
    const inbox = (
      await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })
    ).json() as ContactMessage[];
    expect(inbox.map((m) => m.subject)).toEqual(["Second", "Season sponsorship"]);
    expect(inbox[1]).toMatchObject({
      name: "Sam Sponsor",
      email: "sam@brand.example",
      type: "sponsor",
      createdAt: expect.any(String),
    });
  });

  test("the owner deletes a message; it is gone from the inbox, and the others stay", async () => {
    const t = await start(kind);
    const spam = (await send(t, message({ subject: "Cheap followers" }))).json() as { id: number };
    await send(t, message({ subject: "Real enquiry" }));
    const cookie = await adminCookie(t);
    const remove = (id: number | string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/contacts/${id}`, headers });

    // Only the owner, and only from the site itself.
    expect((await remove(spam.id, {})).statusCode).toBe(401);
    expect((await remove(spam.id, { cookie, origin: "https://elsewhere.example" })).statusCode).toBe(403);
    expect((await remove("abc")).statusCode).toBe(400);

    const deleted = await remove(spam.id);
    expect(deleted.statusCode).toBe(204);
    const again = await remove(spam.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "not_found", message: "No contact message has this id." });
    const inbox = (
      await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })
    ).json() as ContactMessage[];
    expect(inbox.map((m) => m.subject)).toEqual(["Real enquiry"]);
  });

  describe("invalid input", () => {
    // Refused messages store nothing and do not count against the address, so one app serves every case.
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    test.each([
      ["no name", { name: "" }, "name"],
      ["a one-letter name", { name: "S" }, "name"],
      ["a bad email", { email: "not-an-email" }, "email"],
      ["an unknown type", { type: "spam" }, "type"],
      ["no subject", { subject: "   " }, "subject"],
      ["a short message", { message: "hi" }, "message"],
      ["a huge message", { message: "x".repeat(5001) }, "message"],
      ["a message that is a number", { message: 12345678901 }, "message"],
    ])("%s is a 400 naming the field, and nothing is stored", async (_name, overrides, field) => {
      const res = await send(t, message(overrides));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    });
  });

  test("one address may send a few messages an hour, then gets 429; others are unaffected", async () => {
    const t = await start(kind);
    for (let i = 0; i < contactRateLimit.limit; i++) {
      expect((await send(t, message({ subject: `Question ${i}` }))).statusCode).toBe(201);
    }
    const refused = await send(t, message({ subject: "One more" }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactRateLimit.message);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect((await send(t, message({ subject: "One more" }), "192.0.2.99")).statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(contactRateLimit.limit + 1);
    // A message already received, sent again, is still answered with its id: it stores nothing.
    const repeat = await send(t, message({ subject: "Question 0" }));
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toMatchObject({ ok: true });
  });

  test("the same message sent again within the hour is the one received: one row, the same id", async () => {
    const t = await start(kind);
    const first = (await send(t, message())).json() as { id: number };
    // A double press, or a retry after a dropped answer; the address typed another way is the same sender.
    const again = await send(t, message({ email: "sam@brand.example" }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true, id: first.id });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);

    // Anything different is a new message; so is the same one more than an hour later.
    expect(
      (await send(t, message({ message: "We would love to sponsor the next two seasons." }))).json().id,
    ).not.toBe(first.id);
    await t.database.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - REPEATED_MESSAGE_WINDOW_MS - 1000) });
    expect((await send(t, message())).json().id).not.toBe(first.id);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(3);
  });
});

describe.each(testDatabaseKinds)("the contact form posted to /support on %s", (kind) => {
  const log = pino({ enabled: false });
  const checked = {
    name: "Sam Sponsor",
    email: "sam@brand.example",
    type: "sponsor",
    subject: "Season",
    message: "We would love to sponsor the show.",
  } as const;

  test("stores the message once, counts against the same per-address limit, then says when to try again", async () => {
    const database = await createTestDatabase(kind);
    try {
      const send = pageContactMessages(database.db);
      const client = { ip: "198.51.100.7", log };
      for (let i = 0; i < contactRateLimit.limit; i++) {
        expect(await send(client, { ...checked, subject: `Season ${i}` })).toEqual({ stored: true });
      }
      expect(await send(client, { ...checked, subject: "One more" })).toEqual({
        stored: false,
        message: contactRateLimit.message,
      });
      expect(await database.db.select().from(contactMessages)).toHaveLength(contactRateLimit.limit);
      // A message already received, sent again (a double press), is not counted: it stores nothing.
      expect(await send(client, { ...checked, subject: "Season 0" })).toEqual({ stored: true });
      expect(await database.db.select().from(contactMessages)).toHaveLength(contactRateLimit.limit);
    } finally {
      await database.dispose();
    }
  });

  test("a database that fails is a message not stored, logged, not an error thrown at the page", async () => {
    const database = await createTestDatabase(kind);
    await database.dispose();
    const logged: unknown[] = [];
    const listening = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    expect(await pageContactMessages(database.db)({ ip: "198.51.100.8", log: listening }, checked)).toEqual({
      stored: false,
    });
    expect(logged).toEqual([expect.objectContaining({ msg: "a contact form's post could not be stored" })]);
  });
});
