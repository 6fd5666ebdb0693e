/**
 * The e-mails the owner gets about new business, as plain text: what happened, who, how much, and
 * where to see it in the dashboard. Subjects say the essential so a phone's list view is enough.
 */
import { brand } from "#shared/content/brand.ts";
import { formatUsd } from "#shared/money.ts";

export type OwnerNotice = { key: string; subject: string; body: string };

export type PaidCoaching = {
  id: number;
  amount: number;
  clientName: string | null;
  clientEmail: string | null;
};
export type Donation = { id: number; amount: number; donorName: string | null; donorEmail: string | null };
export type ContactMessage = {
  id: number;
  type: string;
  name: string;
  email: string;
  subject: string;
  message: string;
};
export type DaySummary = {
  /** The day summarised, YYYY-MM-DD (the server's time zone). */
  day: string;
  coaching: { count: number; cents: number };
  donations: { count: number; cents: number };
  messages: number;
  subscribers: number;
};

const dashboard = (baseUrl: string) => `See it in your dashboard: ${baseUrl}/admin`;
const who = (name: string | null, email: string | null) =>
  [name, email ? `<${email}>` : null].filter(Boolean).join(" ") || "A visitor who left no name or e-mail";
/** A line of text that cannot start another header or hide in a subject. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").slice(0, 120);

export function coachingNotice(payment: PaidCoaching, baseUrl: string): OwnerNotice {
  return {
    key: `coaching:${payment.id}`,
    subject: `New coaching client: ${formatUsd(payment.amount)} from ${oneLine(payment.clientName ?? "a new client")}`,
    body: `${who(payment.clientName, payment.clientEmail)} paid ${formatUsd(payment.amount)} for the 90-day coaching program.\n\n${dashboard(baseUrl)}\n`,
  };
}

export function donationNotice(donation: Donation, baseUrl: string): OwnerNotice {
  return {
    key: `donation:${donation.id}`,
    subject: `New donation: ${formatUsd(donation.amount)}${donation.donorName ? ` from ${oneLine(donation.donorName)}` : ""}`,
    body: `${who(donation.donorName, donation.donorEmail)} donated ${formatUsd(donation.amount)} to ${brand.showName}.\n\n${dashboard(baseUrl)}\n`,
  };
}

export function contactNotice(message: ContactMessage, baseUrl: string): OwnerNotice {
  const kind = message.type === "sponsor" ? "sponsor inquiry" : "message";
  return {
    key: `contact:${message.id}`,
    subject: `New ${kind} from ${oneLine(message.name)}: ${oneLine(message.subject)}`,
    body: `${who(message.name, message.email)} wrote (${kind}):\n\nSubject: ${oneLine(message.subject)}\n\n${message.message}\n\nReply to them at ${message.email}.\n${dashboard(baseUrl)}\n`,
  };
}

export function summaryNotice(summary: DaySummary, baseUrl: string): OwnerNotice {
  const lines = [
    `Coaching: ${summary.coaching.count} paid (${formatUsd(summary.coaching.cents)})`,
    `Donations: ${summary.donations.count} (${formatUsd(summary.donations.cents)})`,
    `Messages: ${summary.messages}`,
    `New subscribers: ${summary.subscribers}`,
  ];
  return {
    key: `summary:${summary.day}`,
    subject: `${brand.showName} on ${summary.day}: ${formatUsd(summary.coaching.cents + summary.donations.cents)} in, ${summary.messages} message${summary.messages === 1 ? "" : "s"}`,
    body: `Your day at ${brand.showName} (${summary.day}):\n\n${lines.join("\n")}\n\n${dashboard(baseUrl)}\n`,
  };
}
