import { describe, expect, it } from "vitest";
import { brand } from "#shared/content/brand.ts";
import type { CoachingPayment } from "#shared/admin/business-data.ts";
import { contactClientMailto, mailto, replyMailto } from "./mail-links.ts";

const payment = (overrides: Partial<CoachingPayment> = {}): CoachingPayment => ({
  id: 1,
  clientName: "Ada Client",
  clientEmail: "ada@example.com",
  amount: brand.coaching.priceCents,
  status: "succeeded",
  program: brand.coaching.programName,
  stripePaymentIntentId: "pi_1234567890abcdef",
  testPayment: false,
  schedulingLink: "https://schedule.example/kick-off",
  createdAt: "2025-06-01T10:00:00.000Z",
  ...overrides,
});

function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

describe("contactClientMailto (SPEC §2 Coaching tab)", () => {
  it("writes to the client with a welcome subject and the scheduling link in the body", () => {
    const href = contactClientMailto(payment())!;
    const { to, subject, body } = parse(href);
    expect(to).toBe("ada@example.com");
    expect(subject).toBe(`Welcome to ${brand.coaching.programName}!`);
    expect(body).toContain("Hi Ada Client,");
    expect(body).toContain("Please book your first session here: https://schedule.example/kick-off");
    expect(href).not.toContain("+");
  });

  it("greets a client without a name generically", () => {
    expect(parse(contactClientMailto(payment({ clientName: null }))!).body).toContain("Hi there,");
  });

  it("gives no link to a pending payment or one without an e-mail", () => {
    expect(contactClientMailto(payment({ status: "pending" }))).toBeNull();
    expect(contactClientMailto(payment({ clientEmail: null }))).toBeNull();
    expect(contactClientMailto(payment({ clientEmail: "  " }))).toBeNull();
    expect(contactClientMailto(payment({ schedulingLink: null }))).toBeNull();
  });
});

describe("replyMailto (SPEC §2 Support tab)", () => {
  it("answers with 'Re: subject', encoding characters that would break the link", () => {
    const href = replyMailto({ email: "sam@example.com", subject: "Sponsorship & ads? 100%" });
    expect(href.startsWith("mailto:sam@example.com?")).toBe(true);
    expect(parse(href).subject).toBe("Re: Sponsorship & ads? 100%");
  });
});

describe("mailto", () => {
  it("encodes spaces as %20 and keeps the @ readable", () => {
    expect(mailto("a b@example.com", "Hello there")).toBe("mailto:a%20b@example.com?subject=Hello%20there");
  });
});
