import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { coachingPayments, donations } from "#server/db/schema.ts";
import { schedulingLinks } from "./scheduling-links.ts";

describe.each(testDatabaseKinds)("payment lists for the owner on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await adminCookie(t);
    await t.database.db.insert(coachingPayments).values([
      {
        clientName: "Ada",
        clientEmail: "ada@example.com",
        amount: 280000,
        status: "succeeded",
        program: "90-Day",
        stripePaymentIntentId: "pi_older00000001",
        createdAt: new Date("2026-01-01T10:00:00Z"),
      },
      {
        clientName: null,
        clientEmail: null,
        amount: 280000,
        status: "pending",
        program: "90-Day",
        stripePaymentIntentId: "pi_sandbox_0123456789abcdef01234567",
        createdAt: new Date("2026-02-01T10:00:00Z"),
      },
    ]);
    await t.database.db
      .insert(donations)
      .values([
        {
          donorName: "Bea",
          donorEmail: "bea@example.com",
          amount: 2500,
          tier: "Journey Champion",
          status: "succeeded",
          stripePaymentIntentId: "pi_don000000001",
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
      ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  test("GET /api/admin/coaching-purchases answers every payment, newest first, amounts in cents, sandbox ones marked as test payments (SPEC §3)", async () => {
    const res = await get("/api/admin/coaching-purchases");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        clientName: null,
        clientEmail: null,
        amount: 280000,
        status: "pending",
        program: "90-Day",
        stripePaymentIntentId: "pi_sandbox_0123456789abcdef01234567",
        testPayment: true,
        schedulingLink: null,
        createdAt: "2026-02-01T10:00:00.000Z",
      },
      {
        id: expect.any(Number),
        clientName: "Ada",
        clientEmail: "ada@example.com",
        amount: 280000,
        status: "succeeded",
        program: "90-Day",
        stripePaymentIntentId: "pi_older00000001",
        testPayment: false,
        schedulingLink: schedulingLinks.blueprint,
        createdAt: "2026-01-01T10:00:00.000Z",
      },
    ]);
  });

  test("GET /api/donations answers the donations without the provider's intent id (SPEC §3)", async () => {
    const res = await get("/api/donations");
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        donorName: "Bea",
        donorEmail: "bea@example.com",
        amount: 2500,
        tier: "Journey Champion",
        status: "succeeded",
        testPayment: false,
        createdAt: "2026-03-01T10:00:00.000Z",
      },
    ]);
  });

  test("the response schemas keep the stored rows' internal columns out: no updatedAt, no donation intent id", async () => {
    // The repository hands over whole rows; only the schema decides which columns leave the server.
    const payments = await get("/api/admin/coaching-purchases");
    const donated = await get("/api/donations");
    expect(Object.keys(payments.json()[0])).toEqual([
      "id",
      "clientName",
      "clientEmail",
      "amount",
      "status",
      "program",
      "stripePaymentIntentId",
      "createdAt",
      "testPayment",
      "schedulingLink",
    ]);
    expect(Object.keys(donated.json()[0])).toEqual([
      "id",
      "donorName",
      "donorEmail",
      "amount",
      "tier",
      "status",
      "createdAt",
      "testPayment",
    ]);
    expect(payments.body).not.toContain("updatedAt");
    expect(donated.body).not.toContain("updatedAt");
    expect(donated.body).not.toContain("pi_don000000001");
  });
});
