/**
 * SPEC §3 records as the admin endpoints answer them (GET /api/admin/coaching-purchases,
 * /api/donations, /api/newsletters, /api/contacts). Amounts are integer cents; dates ISO 8601.
 */
export type CoachingPayment = {
  id: number;
  clientName: string | null;
  clientEmail: string | null;
  amount: number;
  /** "succeeded" once the payment provider confirms it; "pending" or "failed" otherwise. */
  status: string;
  program: string;
  stripePaymentIntentId: string;
  /** Made in the built-in sandbox: a test card, no money moved (not in SPEC §3). */
  testPayment: boolean;
  createdAt: string;
};

export type Donation = {
  id: number;
  donorName: string | null;
  donorEmail: string | null;
  amount: number;
  tier: string | null;
  status: string;
  /** Made in the built-in sandbox: a test card, no money moved (not in SPEC §3). */
  testPayment: boolean;
  createdAt: string;
};

export type NewsletterSubscriber = {
  id: number;
  email: string;
  firstName: string | null;
  source: string | null;
  subscribed: boolean;
  createdAt: string;
  /** The subscriber's signed unsubscribe link, for the owner's own e-mails. */
  unsubscribeUrl: string;
};

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  type: string;
  subject: string;
  message: string;
  createdAt: string;
};
