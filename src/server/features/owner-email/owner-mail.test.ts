import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { pino } from "pino";
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKinds,
  type TestApp,
  type TestDatabase,
} from "#tests/helpers/test-app.ts";
import { startSmtpTestServer } from "#tests/helpers/smtp-test-server.ts";
import { sandboxTestCards } from "#shared/payments/sandbox-card.ts";
import { contactMessages, ownerNotifications } from "#server/db/schema.ts";
import { MAX_ATTEMPTS, OwnerMail, retryDelayMs } from "./owner-mail.ts";

const [goodCard] = sandboxTestCards;
const post = (t: TestApp, url: string, payload: object, ip = "192.0.2.44") =>
  t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });

/** Pays for something through the sandbox: creates the intent, then confirms it with the test card. */
async function pay(t: TestApp, intentUrl: string, payload: object) {
  const intent = await post(t, intentUrl, payload);
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const confirmed = await post(t, "/api/payments/sandbox/confirm", {
    clientSecret,
    card: { number: goodCard!.number, expiry: "12 / 34", cvc: "123" },
    billing: {},
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe.each(testDatabaseKinds)("e-mails to the owner on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  /** The owner's e-mails on `database`, through the local SMTP server, at the time `now` says. */
  const ownerMail = (
    database: TestDatabase,
    { dailySummary, now }: { dailySummary: boolean; now: () => Date },
  ) =>
    new OwnerMail({
      db: database.db,
      settings: {
        kind: "smtp",
        host: "127.0.0.1",
        port: smtp.port,
        auth: null,
        from: "site@example.org",
        to: "owner@example.org",
        dailySummary,
      },
      log: pino({ level: "silent" }),
      publicBaseUrl: "https://example.org",
      transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false }),
      now,
    });

  const smtpEnv = () => ({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: "The Thriving Path <site@example.org>",
    OWNER_EMAIL: "owner@example.org",
  });

  test("a message, a sponsor inquiry, a paid coaching program and a donation each reach the owner once", async () => {
    smtp.received.length = 0;
    const t = await createTestApp(kind, { env: smtpEnv() });
    try {
      const message = {
        name: "Sam Sponsor",
        email: "sam@brand.example",
        subject: "Season sponsorship",
        message: "We would love to sponsor the next season.",
      };
      expect((await post(t, "/api/contacts", { ...message, type: "sponsor" })).statusCode).toBe(201);
      await pay(t, "/api/create-coaching-intent", {
        amount: 2800,
        clientName: "Ada Lovelace",
        clientEmail: "ada@example.com",
      });
      await pay(t, "/api/create-donation-intent", { amount: 25 });

      await t.app.ownerMail!.run();
      await t.app.ownerMail!.run();
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
        "New coaching client: $2,800 from Ada Lovelace",
        "New donation: $25",
        "New sponsor inquiry from Sam Sponsor: Season sponsorship",
      ]);
      expect(smtp.received.every((mail) => mail.to.join() === "owner@example.org")).toBe(true);
      expect(smtp.received[0]!.from).toBe("site@example.org");
      const coaching = smtp.received.find((mail) => mail.subject.startsWith("New coaching client"))!;
      expect(coaching.raw).toContain("Ada Lovelace <ada@example.com> paid $2,800");
    } finally {
      await t.close();
    }
  });

  test("without SMTP settings nothing is written or sent, and the visitor's message is kept", async () => {
    const t = await createTestApp(kind);
    try {
      expect(t.app.ownerMail).toBeUndefined();
      expect(
        (
          await post(t, "/api/contacts", {
            name: "Jo",
            email: "jo@example.com",
            type: "general",
            subject: "Hello",
            message: "Just saying hello to the team.",
          })
        ).statusCode,
      ).toBe(201);
      expect(await t.database.db.select().from(ownerNotifications)).toEqual([]);
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  describe("when the mail server fails", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database.dispose();
    });

    test("the e-mail is tried again after growing delays until it goes through, and the record stays", async () => {
      smtp.received.length = 0;
      let clock = new Date("2026-11-29T10:00:00Z");
      const mail = ownerMail(database, { dailySummary: false, now: () => clock });
      await mail.run();
      const [saved] = await database.db
        .insert(contactMessages)
        .values({
          name: "Lee",
          email: "lee@example.com",
          type: "general",
          subject: "Question",
          message: "Is the program online?",
          createdAt: clock,
        })
        .returning();
      smtp.refuseNext(2);
      await mail.run();
      const row = async () =>
        (
          await database.db
            .select()
            .from(ownerNotifications)
            .where(eq(ownerNotifications.key, `contact:${saved!.id}`))
        )[0]!;
      expect(await row()).toMatchObject({
        attempts: 1,
        sentAt: null,
        lastError: expect.stringContaining("451"),
      });

      // Not before its delay has passed.
      clock = new Date(clock.getTime() + retryDelayMs(1) - 1_000);
      await mail.run();
      expect((await row()).attempts).toBe(1);
      clock = new Date(clock.getTime() + 2_000);
      await mail.run();
      expect((await row()).attempts).toBe(2);
      clock = new Date(clock.getTime() + retryDelayMs(2));
      await mail.run();
      expect((await row()).sentAt).not.toBeNull();
      expect(smtp.received.map((received) => received.subject)).toEqual(["New message from Lee: Question"]);
      expect(
        await database.db.select().from(contactMessages).where(eq(contactMessages.id, saved!.id)),
      ).toHaveLength(1);
      expect(retryDelayMs(MAX_ATTEMPTS)).toBe(6 * 60 * 60_000);
    });
  });
  test("with the daily summary on, each morning brings one e-mail adding up the day before", async () => {
    smtp.received.length = 0;
    const database = await createTestDatabase(kind);
    try {
      await database.db.insert(contactMessages).values({
        name: "Kim",
        email: "kim@example.com",
        type: "general",
        subject: "Hello",
        message: "A message from the day before.",
        createdAt: new Date(2026, 10, 28, 15, 0),
      });
      let clock = new Date(2026, 10, 29, 6, 30);
      const mail = ownerMail(database, { dailySummary: true, now: () => clock });
      // Before seven in the morning: not yet.
      await mail.run();
      expect(smtp.received).toEqual([]);
      clock = new Date(2026, 10, 29, 7, 5);
      await mail.run();
      clock = new Date(2026, 10, 29, 9, 0);
      await mail.run();
      expect(smtp.received.map((received) => received.subject)).toEqual([
        "The Thriving Path Podcast on 2026-11-28: $0 in, 1 message",
      ]);
    } finally {
      await database.dispose();
    }
  });
});
