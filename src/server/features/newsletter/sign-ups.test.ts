import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/helpers/test-app.ts";
import { startKitStandIn, TEST_KIT, type KitStandIn } from "#tests/stand-ins/kit-stand-in.ts";
import { emailMessages } from "#shared/email-address.ts";
import { signupSources, type SignupKind } from "#shared/newsletter/signup-forms.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { KitNewsletter } from "#server/providers/newsletter/kit-newsletter.ts";
import { pageUnsubscribes, unsubscribeRateLimit } from "./unsubscribes.ts";
import { pageSignups, signupRateLimit, type PageSignups } from "./sign-ups.ts";
import { recordLeaving, recordSubscriber } from "./subscriber-repository.ts";
import { UnsubscribeLinks } from "./unsubscribe-links.ts";

const log = pino({ enabled: false });
let clients = 0;
/** A client address of its own for each sign-up, so the rate limit only counts where a test means it to. */
const freshClient = () => ({ ip: `198.51.100.${++clients}`, log });

describe.each(testDatabaseKinds)("sign-up forms posted to their page, on %s", (kind) => {
  let database: TestDatabase;
  let kit: KitStandIn;
  let local: PageSignups;
  let withKit: PageSignups;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    kit = await startKitStandIn();
    local = pageSignups(database.db, null);
    withKit = pageSignups(
      database.db,
      new KitNewsletter({ ...TEST_KIT, baseUrl: kit.baseUrl, timeoutMs: 5_000 }),
    );
  });
  afterAll(async () => {
    await database.dispose();
    await kit.close();
  });

  const row = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers)).find((subscriber) => subscriber.email === email);

  const kinds: SignupKind[] = ["newsletter", "blog-newsletter", "community"];

  test.each(kinds)(
    "%s: without Kit, our list is the provider: stored with the form's provider source",
    async (form) => {
      const email = `local-${form}@example.com`;
      const outcome = await local(freshClient(), form, {
        email: ` ${email.toUpperCase()} `,
        firstName: "Ada",
      });
      expect(outcome).toEqual({ stored: true, viaProvider: true, source: signupSources[form].provider });
      expect(await row(email)).toMatchObject({
        source: signupSources[form].provider,
        status: "subscribed",
        // Only the community form asks for a first name; the newsletter forms keep none.
        firstName: form === "community" ? "Ada" : null,
      });
    },
  );

  test.each(kinds)(
    "%s: with Kit, the address reaches the Kit form and keeps the provider source",
    async (form) => {
      const email = `kit-${form}@example.com`;
      expect(await withKit(freshClient(), form, { email, firstName: "Kim" })).toEqual({
        stored: true,
        viaProvider: true,
        source: signupSources[form].provider,
      });
      expect(kit.formSubscribers.get(TEST_KIT.formId)?.has(email)).toBe(true);
      expect(await row(email)).toMatchObject({ source: signupSources[form].provider });
    },
  );

  test.each(kinds)("%s: Kit failing still stores the address, with the fallback source", async (form) => {
    const email = `kit-down-${form}@example.com`;
    kit.mode = "server-error";
    const outcome = await withKit(freshClient(), form, { email, firstName: "Kim" });
    kit.mode = "ok";
    expect(outcome).toEqual({ stored: true, viaProvider: false, source: signupSources[form].fallback });
    expect(await row(email)).toMatchObject({ source: signupSources[form].fallback, status: "subscribed" });
  });

  test.each(["bounced", "complained"] as const)(
    "a form posted with a %s address answers as any sign-up, but the address stays off the list and out of Kit",
    async (status) => {
      const email = `page-${status}@example.com`;
      await recordSubscriber(database.db, { email, firstName: null, source: "newsletter-signup-kit" });
      await recordLeaving(database.db, email, status);
      const before = await row(email);
      const requests = kit.requests.length;
      for (const form of [...kinds, "landing"] as const) {
        expect(await withKit(freshClient(), form, { email, firstName: "Kim" })).toEqual(
          await withKit(freshClient(), form, {
            email: `page-fresh-${status}-${form}@example.com`,
            firstName: "Kim",
          }),
        );
      }
      expect(await row(email)).toEqual(before);
      const aboutThisAddress = kit.requests
        .slice(requests)
        .filter((request) => (request.body as { email_address?: string }).email_address === email);
      expect(aboutThisAddress).toEqual([]);
    },
  );

  test("the landing form keeps the first name and the landing-page source, Kit or no Kit", async () => {
    expect(
      await local(freshClient(), "landing", { email: "guide@example.com", firstName: " Grace " }),
    ).toEqual({
      stored: true,
      viaProvider: true,
      source: "landing-page",
    });
    expect(await row("guide@example.com")).toMatchObject({ firstName: "Grace", source: "landing-page" });
    kit.mode = "rejected";
    await withKit(freshClient(), "landing", { email: "guide-kit@example.com", firstName: "Gus" });
    kit.mode = "ok";
    expect(await row("guide-kit@example.com")).toMatchObject({ firstName: "Gus", source: "landing-page" });
  });

  test("a malformed address or an over-long name names the field to mend and stores nothing", async () => {
    expect(await local(freshClient(), "newsletter", { email: "ada@example", firstName: "" })).toEqual({
      stored: false,
      field: "email",
      message: emailMessages.invalid,
    });
    expect(
      await local(freshClient(), "community", { email: "long@example.com", firstName: "A".repeat(101) }),
    ).toEqual({
      stored: false,
      field: "firstName",
      message: expect.stringMatching(/First name/),
    });
    expect(
      await local(freshClient(), "landing", { email: "blank@example.com", firstName: "   " }),
    ).toMatchObject({
      stored: false,
      field: "firstName",
    });
    expect(await row("ada@example")).toBeUndefined();
    expect(await row("long@example.com")).toBeUndefined();
    expect(await row("blank@example.com")).toBeUndefined();
  });

  test("the sign-up endpoints' rate limit counts these posts too, and its refusal says when to try again", async () => {
    const client = freshClient();
    for (let i = 0; i < signupRateLimit.limit; i++) {
      expect(
        await local(client, "newsletter", { email: `many${i}@example.com`, firstName: "" }),
      ).toMatchObject({ stored: true });
    }
    expect(await local(client, "newsletter", { email: "one-more@example.com", firstName: "" })).toEqual({
      stored: false,
      message: signupRateLimit.message,
    });
    expect(await row("one-more@example.com")).toBeUndefined();
    expect(
      await local(freshClient(), "newsletter", { email: "one-more@example.com", firstName: "" }),
    ).toMatchObject({ stored: true });
  });
});

test("a database that fails is a failed sign-up, logged, not an error thrown at the page", async () => {
  const database = await createTestDatabase("pglite");
  await database.close();
  const logged: unknown[] = [];
  const listening = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const outcome = await pageSignups(database.db, null)(
    { ip: "198.51.100.250", log: listening },
    "newsletter",
    {
      email: "lost@example.com",
      firstName: "",
    },
  );
  expect(outcome).toEqual({ stored: false });
  expect(logged).toEqual([expect.objectContaining({ msg: "a sign-up form's post could not be stored" })]);
});

describe.each(testDatabaseKinds)("'Unsubscribe' posted to its page, on %s", (kind) => {
  const links = new UnsubscribeLinks("a-test-key", "http://site.example");

  test("a valid link turns the subscription off; a tampered or incomplete one is invalid and changes nothing", async () => {
    const database = await createTestDatabase(kind);
    try {
      const leave = pageUnsubscribes(database.db, links);
      await recordSubscriber(database.db, {
        email: "leaving@example.com",
        firstName: null,
        source: "landing-page",
      });
      const client = freshClient();
      const tampered = `${links.tokenFor("leaving@example.com").slice(0, -1)}x`;
      expect(await leave(client, { email: "leaving@example.com", token: tampered })).toMatchObject({
        done: false,
        invalid: true,
      });
      expect(await leave(client, { email: "leaving@example.com", token: "" })).toMatchObject({
        done: false,
        invalid: true,
      });
      const [still] = await database.db.select().from(newsletterSubscribers);
      expect(still?.status).toBe("subscribed");

      expect(
        await leave(client, { email: "leaving@example.com", token: links.tokenFor("leaving@example.com") }),
      ).toEqual({ done: true });
      const [gone] = await database.db.select().from(newsletterSubscribers);
      expect(gone?.status).toBe("unsubscribed");
    } finally {
      await database.dispose();
    }
  });

  test("counts against the unsubscribe limit, whose refusal is not the link's fault", async () => {
    const database = await createTestDatabase(kind);
    try {
      const leave = pageUnsubscribes(database.db, links);
      const client = freshClient();
      const link = { email: "again@example.com", token: links.tokenFor("again@example.com") };
      for (let i = 0; i < unsubscribeRateLimit.limit - 1; i++)
        expect(await leave(client, link)).toEqual({ done: true });
      // A refused link counts too, so tokens cannot be guessed without limit.
      expect(await leave(client, { ...link, token: "guess" })).toMatchObject({ done: false, invalid: true });
      expect(await leave(client, link)).toEqual({
        done: false,
        invalid: false,
        message: unsubscribeRateLimit.message,
      });
    } finally {
      await database.dispose();
    }
  });
});
