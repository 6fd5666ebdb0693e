import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { useStripeTestApp } from "#tests/helpers/stripe-test-app.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { settleIntent } from "#tests/stand-ins/stripe-stand-in.ts";
import { schedulingLinks } from "./scheduling-links.ts";
import type { CoachingPayment } from "#shared/admin/business-data.ts";
import { sandboxTestCards } from "#shared/payments/sandbox-card.ts";

const [goodCard, declinedCard] = sandboxTestCards;
const client = { amount: 2800, clientName: "Ada Lovelace", clientEmail: "ada@example.com" };

const post = (t: TestApp, url: string, payload: object, ip = "192.0.2.40") =>
  t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });
const askForLink = (t: TestApp, clientSecret: string) =>
  post(t, "/api/payments/scheduling-link", { clientSecret });

async function intentSecret(t: TestApp, url: string, payload: object): Promise<string> {
  const res = await post(t, url, payload);
  expect(res.statusCode).toBe(200);
  return (res.json() as { clientSecret: string }).clientSecret;
}

async function purchases(t: TestApp): Promise<CoachingPayment[]> {
  const cookie = await adminCookie(t);
  return (
    await t.app.inject({ method: "GET", url: "/api/admin/coaching-purchases", headers: { cookie } })
  ).json() as CoachingPayment[];
}

describe.each(testDatabaseKinds)("the scheduling link with the sandbox provider on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const pay = (clientSecret: string, number: string) =>
    post(t, "/api/payments/sandbox/confirm", {
      clientSecret,
      card: { number, expiry: "12 / 34", cvc: "123" },
      billing: {},
    });

  test("is refused while the coaching payment is pending, and answered once it has succeeded", async () => {
    const secret = await intentSecret(t, "/api/create-coaching-intent", client);
    const pending = await askForLink(t, secret);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ error: "payment_not_completed" });
    expect(pending.body).not.toContain("schedule.");

    expect((await pay(secret, goodCard!.number)).statusCode).toBe(200);
    const paid = await askForLink(t, secret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ schedulingLink: schedulingLinks.blueprint });
    expect(paid.headers["cache-control"]).toBe("no-store");
  });

  test("is refused for a declined payment", async () => {
    const secret = await intentSecret(t, "/api/create-coaching-intent", client);
    expect((await pay(secret, declinedCard!.number)).json()).toMatchObject({ status: "failed" });
    expect((await askForLink(t, secret)).statusCode).toBe(409);
  });

  test("is refused for an unknown secret, a paid intent's id with a made-up secret, and a paid donation", async () => {
    const secret = await intentSecret(t, "/api/create-coaching-intent", client);
    await pay(secret, goodCard!.number);
    const [intentId] = secret.split("_secret_");
    for (const guess of [
      "pi_sandbox_000000000000000000000000_secret_guess",
      `${intentId}_secret_made-up`,
      intentId!,
    ]) {
      const res = await askForLink(t, guess);
      expect(res.statusCode, guess).toBe(404);
      expect(res.json()).toEqual({ error: "payment_not_found", message: "This payment could not be found." });
    }
    const donation = await intentSecret(t, "/api/create-donation-intent", { amount: 25 });
    await pay(donation, goodCard!.number);
    expect((await askForLink(t, donation)).statusCode).toBe(404);
  });

  test("a request without a client secret is a 400 naming the field", async () => {
    for (const payload of [{}, { clientSecret: "" }, { clientSecret: "x".repeat(301) }]) {
      const res = await post(t, "/api/payments/scheduling-link", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: "invalid_input",
        fields: { clientSecret: expect.any(String) },
      });
    }
  });

  test("the owner's list carries the link for paid purchases only, for the 'Contact Client' mail", async () => {
    const paid = await intentSecret(t, "/api/create-coaching-intent", {
      ...client,
      clientEmail: "paid@example.com",
    });
    await pay(paid, goodCard!.number);
    await intentSecret(t, "/api/create-coaching-intent", { ...client, clientEmail: "pending@example.com" });
    const list = await purchases(t);
    expect(list.find((p) => p.clientEmail === "paid@example.com")?.schedulingLink).toBe(
      schedulingLinks.blueprint,
    );
    expect(list.find((p) => p.clientEmail === "pending@example.com")?.schedulingLink).toBeNull();
  });
});

describe.each(testDatabaseKinds)("the scheduling link with Stripe on %s", (kind) => {
  const suite = useStripeTestApp(kind);

  test("Stripe's own word that the intent succeeded answers the link at once, and records the payment", async () => {
    const { t, stripe } = suite;
    const secret = await intentSecret(t, "/api/create-coaching-intent", {
      ...client,
      clientEmail: "stripe-paid@example.com",
    });
    const [intentId] = secret.split("_secret_");
    expect((await askForLink(t, secret)).statusCode).toBe(409);

    settleIntent(stripe, intentId!, "succeeded");
    const paid = await askForLink(t, secret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ schedulingLink: schedulingLinks.blueprint });
    expect((await purchases(t)).find((p) => p.clientEmail === "stripe-paid@example.com")?.status).toBe(
      "succeeded",
    );
  });

  test("an intent id with a secret that is not its own finds nothing", async () => {
    const { t, stripe } = suite;
    const secret = await intentSecret(t, "/api/create-coaching-intent", client);
    const [intentId] = secret.split("_secret_");
    settleIntent(stripe, intentId!, "succeeded");
    for (const guess of [
      `${intentId}_secret_notTheRealOne`,
      "pi_sandbox_000000000000000000000000_secret_x",
      "not a secret",
    ]) {
      expect((await askForLink(t, guess)).statusCode, guess).toBe(404);
    }
  });

  test("while Stripe cannot be reached the answer is 503, so the browser asks again", async () => {
    const { t, stripe } = suite;
    const secret = await intentSecret(t, "/api/create-coaching-intent", client);
    stripe.mode = "server-error";
    try {
      const res = await askForLink(t, secret);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: "payment_provider_unavailable" });
    } finally {
      stripe.mode = "ok";
    }
  });
});
