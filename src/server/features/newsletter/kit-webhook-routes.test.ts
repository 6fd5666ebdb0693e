import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import {
  kitDelivery,
  kitSignatureHeader,
  TEST_KIT,
  TEST_KIT_WEBHOOK_SECRET,
} from "#tests/stand-ins/kit-stand-in.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { recordSubscriber } from "./subscriber-repository.ts";

const kitEnv = { KIT_API_KEY: TEST_KIT.apiKey, KIT_FORM_ID: TEST_KIT.formId };

/** Kit tells the site who left (decision 008): signed deliveries turn those subscriptions off. */
describe.each(testDatabaseKinds)("Kit webhook on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ...kitEnv, KIT_WEBHOOK_SECRET: TEST_KIT_WEBHOOK_SECRET } });
  });
  afterAll(() => t.close());

  const deliver = (body: string, signature: string | null = kitSignatureHeader(body)) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/kit",
      payload: body,
      headers: { "content-type": "application/json", ...(signature && { "x-kit-signature": signature }) },
    });
  const status = async (email: string) =>
    (await t.database.db.select().from(newsletterSubscribers)).find((row) => row.email === email)?.status;
  const signUp = async (...emails: string[]) => {
    for (const email of emails)
      await recordSubscriber(t.database.db, { email, firstName: null, source: "newsletter-signup-kit" });
  };

  test("unsubscribed, bounced and complained addresses stop counting as subscribers", async () => {
    await signUp("leaver@example.com", "bounce@example.com", "spam@example.com", "stayer@example.com");
    // Kit may send the address as it was typed; ours are stored trimmed and lower-cased.
    expect((await deliver(kitDelivery("subscriber.unsubscribed", [" Leaver@Example.com"]))).statusCode).toBe(
      200,
    );
    expect((await deliver(kitDelivery("subscriber.bounced", ["bounce@example.com"]))).statusCode).toBe(200);
    const complained = await deliver(
      kitDelivery("subscriber.complained", ["spam@example.com", "unknown@example.com"]),
    );
    expect(complained.statusCode).toBe(200);
    expect(complained.json()).toEqual({ received: true });

    expect(await status("leaver@example.com")).toBe("unsubscribed");
    expect(await status("bounce@example.com")).toBe("bounced");
    expect(await status("spam@example.com")).toBe("complained");
    expect(await status("stayer@example.com")).toBe("subscribed");
    // A retry of the same delivery is harmless.
    expect((await deliver(kitDelivery("subscriber.unsubscribed", ["leaver@example.com"]))).statusCode).toBe(
      200,
    );
  });

  test("other events change nothing", async () => {
    await signUp("active@example.com");
    expect((await deliver(kitDelivery("subscriber.activated", ["active@example.com"]))).statusCode).toBe(200);
    expect(await status("active@example.com")).toBe("subscribed");
  });

  test("a delivery without a valid signature is refused with 400 and changes nothing", async () => {
    await signUp("target@example.com");
    const body = kitDelivery("subscriber.unsubscribed", ["target@example.com"]);
    for (const signature of [
      null,
      kitSignatureHeader(body, "an-attackers-guess-0000"),
      kitSignatureHeader(body, TEST_KIT_WEBHOOK_SECRET, 1_600_000_000),
    ]) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "invalid_signature",
        message: "The X-Kit-Signature header does not match this body.",
      });
    }
    expect(await status("target@example.com")).toBe("subscribed");
  });

  test("a signed body that is not a delivery is a 400", async () => {
    for (const body of ["not json", '{"events": "none"}']) {
      const res = await deliver(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_body");
    }
  });
});

describe("without KIT_WEBHOOK_SECRET", () => {
  test("there is no Kit webhook", async () => {
    const t = await createTestApp("pglite", { env: kitEnv });
    try {
      const body = kitDelivery("subscriber.unsubscribed", ["a@example.com"]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/kit",
        payload: body,
        headers: { "content-type": "application/json", "x-kit-signature": kitSignatureHeader(body) },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
