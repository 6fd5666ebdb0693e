import type { NewsletterSubscriber } from "#shared/admin/business-data.ts";
import { isEmailAddress } from "#shared/email-address.ts";
import { saveFile } from "#app/lib/save-file.ts";

// Status and consent come last, so a tool set up for the first five columns still reads them.
const HEADER = ["Email", "First name", "Source", "Signed up", "Unsubscribe link", "Status", "Consented"];

/**
 * A spreadsheet or formula-capable tool must not run what a visitor typed: a cell that starts
 * like a formula is written as text (OWASP's CSV injection advice). An e-mail address is kept as
 * it is, whatever it starts with: the address rule leaves no room for a formula that does anything
 * (no brackets, spaces, double quotes, ! or |), and the owner's e-mail tool must get +ana@… as typed.
 */
function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !isEmailAddress(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
function field(value: string | null): string {
  const text = asText(value ?? "");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The subscribers as CSV, for the owner's e-mail tool: one row each, in the order given, with the
 * sign-up time in ISO 8601, the signed unsubscribe link, the status and the time of the latest
 * consent (the sign-up, or a later one after unsubscribing: decision 008). Lines end with CRLF
 * (RFC 4180).
 */
export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  const rows = subscribers.map((subscriber) =>
    [
      subscriber.email,
      subscriber.firstName,
      subscriber.source,
      subscriber.createdAt,
      subscriber.unsubscribeUrl,
      subscriber.status,
      subscriber.consentedAt,
    ].map(field),
  );
  return [HEADER, ...rows].map((row) => row.join(",")).join("\r\n") + "\r\n";
}

/** "newsletter-subscribers-2026-11-23.csv", dated in the owner's own time zone. */
export function subscribersCsvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) =>
    String(part).padStart(2, "0"),
  );
  return `newsletter-subscribers-${day.join("-")}.csv`;
}

/** Saves the CSV through the browser's download, with a BOM so spreadsheet apps read it as UTF-8. */
export function downloadSubscribersCsv(subscribers: readonly NewsletterSubscriber[]): void {
  const blob = new Blob(["\uFEFF", subscribersCsv(subscribers)], { type: "text/csv;charset=utf-8" });
  saveFile(blob, subscribersCsvFileName(new Date()));
}
