import { coachingTabCopy, supportTabCopy } from "#app/content/admin.ts";
import type { CoachingPayment, ContactMessage } from "#shared/admin/business-data.ts";
import { isSucceeded } from "./business-totals.ts";

/**
 * A mailto: URL. Subject and body are percent-encoded (RFC 6068), so spaces become %20 rather
 * than '+', which mail programs would show literally.
 */
export function mailto(to: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body !== undefined) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?${query.join("&")}`;
}

/**
 * SPEC §2 Coaching tab: a succeeded payment with an e-mail gets a 'Contact Client' mail link with
 * a welcome subject and a body holding the scheduling link; any other payment gets none.
 */
export function contactClientMailto(payment: CoachingPayment): string | null {
  const email = payment.clientEmail?.trim();
  // The server sends the scheduling link with paid purchases only; it is not in the browser's code.
  if (!isSucceeded(payment) || !email || !payment.schedulingLink) return null;
  const name = payment.clientName?.trim() || coachingTabCopy.mailGreetingFallback;
  return mailto(email, coachingTabCopy.mailSubject, coachingTabCopy.mailBody(name, payment.schedulingLink));
}

/** SPEC §2 Support tab: the Reply link answers with 'Re: subject'. */
export function replyMailto(message: Pick<ContactMessage, "email" | "subject">): string {
  return mailto(message.email, supportTabCopy.replySubject(message.subject));
}
