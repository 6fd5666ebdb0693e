import { describe, expect, it } from "vitest";
import type { BlogPost } from "#shared/blog/blog-post.ts";
import type {
  CoachingPayment,
  ContactMessage,
  Donation,
  NewsletterSubscriber,
} from "#shared/admin/business-data.ts";
import {
  activeSubscribers,
  blogCounts,
  formerSubscribers,
  renewedConsentAt,
  hasVideo,
  latestSucceededPurchases,
  overviewTotals,
} from "./business-totals.ts";

const payment = (overrides: Partial<CoachingPayment> = {}): CoachingPayment => ({
  id: 1,
  clientName: "Ada Client",
  clientEmail: "ada@example.com",
  amount: 280_000,
  status: "succeeded",
  program: "The 90-Day Thriving Blueprint",
  stripePaymentIntentId: "pi_1234567890abcdef",
  testPayment: false,
  schedulingLink: null,
  createdAt: "2025-06-01T10:00:00.000Z",
  ...overrides,
});
const donation = (overrides: Partial<Donation> = {}): Donation => ({
  id: 1,
  donorName: null,
  donorEmail: null,
  amount: 2_500,
  tier: "Journey Champion",
  status: "succeeded",
  testPayment: false,
  createdAt: "2025-06-01T10:00:00.000Z",
  ...overrides,
});
const subscriber = (overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  id: 1,
  email: "reader@example.com",
  firstName: null,
  source: "newsletter-signup-fallback",
  subscribed: true,
  status: "subscribed",
  createdAt: "2025-06-01T10:00:00.000Z",
  consentedAt: "2025-06-01T10:00:00.000Z",
  unsubscribeUrl: "https://podcast.example.com/newsletter/unsubscribe?email=ada%40example.com&token=t",
  ...overrides,
});
const contact = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: "Sam Sponsor",
  email: "sam@example.com",
  type: "sponsor",
  subject: "Partnership",
  message: "We would like to sponsor a season.",
  createdAt: "2025-06-01T10:00:00.000Z",
  ...overrides,
});
const post = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 1,
  title: "A post",
  slug: "a-post",
  category: "Mindset",
  excerpt: "Excerpt",
  content: "<p>Body</p>",
  imageUrl: null,
  videoUrl: null,
  videoEmbedCode: null,
  readTime: "5 min read",
  publishDate: "2025-06-01T10:00:00.000Z",
  published: true,
  featured: false,
  authorName: "Jordan Avery Rivers",
  createdAt: "2025-06-01T10:00:00.000Z",
  updatedAt: "2025-06-01T10:00:00.000Z",
  seoTitle: null,
  seoDescription: null,
  tags: [],
  sourceUrl: null,
  ...overrides,
});

describe("overviewTotals (SPEC §2 Overview tiles)", () => {
  it("sums and counts only succeeded coaching payments and donations", () => {
    const totals = overviewTotals({
      payments: [
        payment(),
        payment({ id: 2, amount: 150_050 }),
        payment({ id: 3, status: "pending" }),
        payment({ id: 4, status: "failed" }),
      ],
      donations: [
        donation(),
        donation({ id: 2, amount: 1_000 }),
        donation({ id: 3, status: "pending", amount: 5_000 }),
      ],
      subscribers: [],
      contacts: [],
    });
    expect(totals.coachingRevenueCents).toBe(430_050);
    expect(totals.coachingClients).toBe(2);
    expect(totals.donationsCents).toBe(3_500);
    expect(totals.donationCount).toBe(2);
  });

  it("leaves out sandbox test payments, which moved no money", () => {
    const totals = overviewTotals({
      payments: [payment(), payment({ id: 2, testPayment: true })],
      donations: [donation({ testPayment: true }), donation({ id: 2, amount: 1_000 })],
      subscribers: [],
      contacts: [],
    });
    expect(totals.coachingRevenueCents).toBe(280_000);
    expect(totals.coachingClients).toBe(1);
    expect(totals.donationsCents).toBe(1_000);
    expect(totals.donationCount).toBe(1);
  });

  it("counts active subscribers only, and every contact message", () => {
    const totals = overviewTotals({
      payments: [],
      donations: [],
      subscribers: [subscriber(), subscriber({ id: 2, subscribed: false }), subscriber({ id: 3 })],
      contacts: [contact(), contact({ id: 2 }), contact({ id: 3 })],
    });
    expect(totals.activeSubscribers).toBe(2);
    expect(totals.messageCount).toBe(3);
  });

  it("is all zeros without data", () => {
    expect(overviewTotals({ payments: [], donations: [], subscribers: [], contacts: [] })).toEqual({
      coachingRevenueCents: 0,
      coachingClients: 0,
      donationsCents: 0,
      donationCount: 0,
      activeSubscribers: 0,
      messageCount: 0,
    });
  });
});

describe("latestSucceededPurchases (SPEC §9: 3 purchases)", () => {
  it("keeps the first 3 succeeded payments of the newest-first list", () => {
    const list = [
      payment({ id: 1 }),
      payment({ id: 2, status: "pending" }),
      payment({ id: 3 }),
      payment({ id: 4 }),
      payment({ id: 5 }),
    ];
    expect(latestSucceededPurchases(list).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});

describe("activeSubscribers and formerSubscribers", () => {
  it("drops unsubscribed rows and keeps the order", () => {
    const list = [subscriber({ id: 1 }), subscriber({ id: 2, subscribed: false }), subscriber({ id: 3 })];
    expect(activeSubscribers(list).map((s) => s.id)).toEqual([1, 3]);
  });

  it("the others are those that unsubscribed, bounced or complained, in order", () => {
    const left = { subscribed: false } as const;
    const list = [
      subscriber({ id: 1, ...left, status: "bounced" }),
      subscriber({ id: 2 }),
      subscriber({ id: 3, ...left, status: "unsubscribed" }),
      subscriber({ id: 4, ...left, status: "complained" }),
    ];
    expect(formerSubscribers(list).map((s) => s.id)).toEqual([1, 3, 4]);
  });
});

describe("renewedConsentAt", () => {
  it("is the latest consent of an address that signed up again, and null for a first sign-up", () => {
    expect(renewedConsentAt(subscriber({}))).toBeNull();
    expect(renewedConsentAt(subscriber({ consentedAt: "2025-07-04T08:00:00.000Z" }))).toBe(
      "2025-07-04T08:00:00.000Z",
    );
  });
});

describe("blogCounts and hasVideo (SPEC §2 Blog tab)", () => {
  it("counts total, published, featured and drafts", () => {
    const posts = [
      post({ id: 1, published: true, featured: true }),
      post({ id: 2, published: false, featured: true }),
      post({ id: 3, published: false }),
      post({ id: 4, published: true }),
    ];
    expect(blogCounts(posts)).toEqual({ total: 4, published: 2, featured: 2, drafts: 2 });
  });

  it("marks a post with a video link or an embed code, not one with blanks", () => {
    expect(hasVideo(post({ videoUrl: "https://www.youtube.com/watch?v=x" }))).toBe(true);
    expect(
      hasVideo(post({ videoEmbedCode: '<iframe src="https://www.youtube.com/embed/x"></iframe>' })),
    ).toBe(true);
    expect(hasVideo(post())).toBe(false);
    expect(hasVideo(post({ videoUrl: "  ", videoEmbedCode: "" }))).toBe(false);
  });
});
