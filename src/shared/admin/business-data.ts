import { subscriberStatuses } from "#shared/newsletter/subscriber-status.ts";
import { isoDateTime, z } from "#shared/zod.ts";

/**
 * SPEC §3 records as the admin endpoints answer them (GET /api/admin/coaching-purchases,
 * /api/donations, /api/newsletters, /api/contacts). Amounts are integer cents; dates ISO 8601.
 *
 * Each schema is the route's response schema: it encodes the repository's Dates into ISO strings
 * and drops every column it does not name (updatedAt, a donation's intent id), so nothing else
 * leaves the server. Each type is the JSON the browser reads (`z.input`: dates as strings). The
 * browser imports only the types, so none of this code reaches its bundles.
 */

export const coachingPaymentSchema = z.object({
  id: z.number().int(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  amount: z.number().int(),
  /** "succeeded" once the payment provider confirms it; "pending", "failed" or "canceled" otherwise. */
  status: z.string(),
  program: z.string(),
  stripePaymentIntentId: z.string(),
  createdAt: isoDateTime,
  /** Made in the built-in sandbox: a test card, no money moved (not in SPEC §3). */
  testPayment: z.boolean(),
  /** Where the client books their sessions, for the 'Contact Client' mail: only once paid. */
  schedulingLink: z.string().nullable(),
});
export type CoachingPayment = z.input<typeof coachingPaymentSchema>;

/** A donation as the owner sees it: without the provider's intent id (SPEC §3). */
export const donationSchema = z.object({
  id: z.number().int(),
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  amount: z.number().int(),
  tier: z.string().nullable(),
  status: z.string(),
  createdAt: isoDateTime,
  /** Made in the built-in sandbox: a test card, no money moved (not in SPEC §3). */
  testPayment: z.boolean(),
});
export type Donation = z.input<typeof donationSchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  source: z.string().nullable(),
  /** SPEC §3: on the list now (`status` is "subscribed"). */
  subscribed: z.boolean(),
  /** Not in SPEC §3: why an address is not on the list (decision 008). */
  status: z.enum(subscriberStatuses),
  createdAt: isoDateTime,
  /** Not in SPEC §3: when the address last agreed to the newsletter (later than createdAt once it signed up again). */
  consentedAt: isoDateTime,
  /** The subscriber's signed unsubscribe link, for the owner's own e-mails. */
  unsubscribeUrl: z.string(),
});
export type NewsletterSubscriber = z.input<typeof newsletterSubscriberSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type ContactMessage = z.input<typeof contactMessageSchema>;
