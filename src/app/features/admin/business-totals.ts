import type { BlogPost } from "#shared/blog/blog-post.ts";
import type {
  CoachingPayment,
  ContactMessage,
  Donation,
  NewsletterSubscriber,
} from "#shared/admin/business-data.ts";

/** SPEC §9 "Admin display limits". */
export const OVERVIEW_LIST_LIMIT = 3;
export const BLOG_LIST_LIMIT = 10;

const SUCCEEDED = "succeeded";

export function isSucceeded(record: { status: string }): boolean {
  return record.status === SUCCEEDED;
}

export type OverviewTotals = {
  coachingRevenueCents: number;
  coachingClients: number;
  donationsCents: number;
  donationCount: number;
  activeSubscribers: number;
  messageCount: number;
};

/** Money that really came in: succeeded, and not a sandbox test payment. */
function isMoneyReceived(record: { status: string; testPayment: boolean }): boolean {
  return isSucceeded(record) && !record.testPayment;
}

/**
 * SPEC §2 Overview tiles: revenue and count of succeeded coaching payments, total and count of
 * succeeded donations, subscribers still subscribed, and every contact message. Test payments
 * made in the sandbox moved no money, so they are left out (decision 011).
 */
export function overviewTotals(data: {
  payments: CoachingPayment[];
  donations: Donation[];
  subscribers: NewsletterSubscriber[];
  contacts: ContactMessage[];
}): OverviewTotals {
  const paid = data.payments.filter(isMoneyReceived);
  const given = data.donations.filter(isMoneyReceived);
  return {
    coachingRevenueCents: sumCents(paid),
    coachingClients: paid.length,
    donationsCents: sumCents(given),
    donationCount: given.length,
    activeSubscribers: activeSubscribers(data.subscribers).length,
    messageCount: data.contacts.length,
  };
}

function sumCents(records: { amount: number }[]): number {
  return records.reduce((total, record) => total + record.amount, 0);
}

/** The lists arrive newest first, so the latest succeeded purchases are the first ones. */
export function latestSucceededPurchases(
  payments: CoachingPayment[],
  limit = OVERVIEW_LIST_LIMIT,
): CoachingPayment[] {
  return payments.filter(isSucceeded).slice(0, limit);
}

/** The API answers every row; the Audience tab and the tile only count those still subscribed. */
export function activeSubscribers(subscribers: NewsletterSubscriber[]): NewsletterSubscriber[] {
  return subscribers.filter((subscriber) => subscriber.subscribed);
}

/** Those who unsubscribed, bounced or complained: the Audience tab folds them below the list. */
export function formerSubscribers(subscribers: NewsletterSubscriber[]): NewsletterSubscriber[] {
  return subscribers.filter((subscriber) => !subscriber.subscribed);
}

/**
 * When an address that had unsubscribed agreed to the newsletter again (its latest consent); null
 * while its first sign-up is its only consent.
 */
export function renewedConsentAt(subscriber: NewsletterSubscriber): string | null {
  return Date.parse(subscriber.consentedAt) > Date.parse(subscriber.createdAt)
    ? subscriber.consentedAt
    : null;
}

export type BlogCounts = { total: number; published: number; featured: number; drafts: number };

/** SPEC §2 Blog tab: total, published, featured and drafts (a draft is any unpublished post). */
export function blogCounts(posts: BlogPost[]): BlogCounts {
  const published = posts.filter((post) => post.published).length;
  return {
    total: posts.length,
    published,
    featured: posts.filter((post) => post.featured).length,
    drafts: posts.length - published,
  };
}

/** A post carries a video when it has a video link or an embed code. */
export function hasVideo(post: Pick<BlogPost, "videoUrl" | "videoEmbedCode">): boolean {
  return Boolean(post.videoUrl?.trim() || post.videoEmbedCode?.trim());
}
