import { describe, expect, test } from "vitest";
import type { NewsletterSubscriber } from "#shared/admin/business-data.ts";
import { subscribersCsv, subscribersCsvFileName } from "./subscribers-csv.ts";

const subscriber = (overrides: Partial<NewsletterSubscriber>): NewsletterSubscriber => ({
  id: 1,
  email: "ada@example.com",
  firstName: "Ada",
  source: "newsletter-signup-kit",
  subscribed: true,
  status: "subscribed",
  createdAt: "2026-11-20T09:30:00.000Z",
  consentedAt: "2026-11-20T09:30:00.000Z",
  unsubscribeUrl: "https://example.com/newsletter/unsubscribe?email=ada%40example.com&token=abc",
  ...overrides,
});

describe("subscribers CSV", () => {
  test("a header, then one row per subscriber with its ISO sign-up time, unsubscribe link, status and latest consent, CRLF lines", () => {
    const csv = subscribersCsv([
      subscriber({}),
      subscriber({
        id: 2,
        email: "bo@example.com",
        firstName: null,
        source: null,
        consentedAt: "2026-12-01T08:00:00.000Z",
      }),
    ]);
    expect(csv).toBe(
      "Email,First name,Source,Signed up,Unsubscribe link,Status,Consented\r\n" +
        "ada@example.com,Ada,newsletter-signup-kit,2026-11-20T09:30:00.000Z,https://example.com/newsletter/unsubscribe?email=ada%40example.com&token=abc,subscribed,2026-11-20T09:30:00.000Z\r\n" +
        "bo@example.com,,,2026-11-20T09:30:00.000Z,https://example.com/newsletter/unsubscribe?email=ada%40example.com&token=abc,subscribed,2026-12-01T08:00:00.000Z\r\n",
    );
  });

  test("commas, quotes and line breaks are quoted (RFC 4180)", () => {
    const [, row] = subscribersCsv([subscriber({ firstName: 'Ada "Countess", of\nLovelace' })]).split("\r\n");
    expect(row).toContain(',"Ada ""Countess"", of\nLovelace",');
  });

  test("a name that starts like a spreadsheet formula is written as text", () => {
    for (const name of ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)"]) {
      const [, row] = subscribersCsv([subscriber({ firstName: name })]).split("\r\n");
      expect(row!.split(",")[1]!.replace(/^"|"$/g, "").startsWith("'")).toBe(true);
    }
  });

  test("an address that starts with + or - is written as it is, for the owner's e-mail tool", () => {
    for (const email of ["+ana@example.com", "-bo@example.com"]) {
      const [, row] = subscribersCsv([subscriber({ email })]).split("\r\n");
      expect(row!.split(",")[0]).toBe(email);
    }
  });

  test("an empty list is the header alone", () => {
    expect(subscribersCsv([])).toBe(
      "Email,First name,Source,Signed up,Unsubscribe link,Status,Consented\r\n",
    );
  });

  test("the file is named after the day it was saved", () => {
    expect(subscribersCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe(
      "newsletter-subscribers-2026-01-05.csv",
    );
  });
});
