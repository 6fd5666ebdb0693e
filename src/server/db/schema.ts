import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { subscriberStatuses, type SubscriberStatus } from "#shared/newsletter/subscriber-status.ts";

/** SPEC §3 entities kept on the server. Amounts are integer cents. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  category: text("category").notNull(),
  excerpt: text("excerpt").notNull(),
  content: text("content").notNull(),
  imageUrl: text("image_url"),
  videoUrl: text("video_url"),
  videoEmbedCode: text("video_embed_code"),
  readTime: text("read_time"),
  publishDate: timestamp("publish_date", { withTimezone: true }),
  published: boolean("published").notNull().default(false),
  featured: boolean("featured").notNull().default(false),
  authorName: text("author_name").notNull(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sourceUrl: text("source_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const coachingPayments = pgTable("coaching_payments", {
  id: serial("id").primaryKey(),
  clientName: text("client_name"),
  clientEmail: text("client_email"),
  amount: integer("amount").notNull(),
  status: text("status").notNull().default("pending"),
  program: text("program").notNull(),
  stripePaymentIntentId: text("stripe_payment_intent_id").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const donations = pgTable("donations", {
  id: serial("id").primaryKey(),
  donorName: text("donor_name"),
  donorEmail: text("donor_email"),
  amount: integer("amount").notNull(),
  tier: text("tier"),
  status: text("status").notNull().default("pending"),
  stripePaymentIntentId: text("stripe_payment_intent_id").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored trimmed and lower-cased: one row per address. */
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    source: text("source"),
    /** SPEC §3's `subscribed` flag is `status = 'subscribed'`; the other states say why not (decision 008). */
    status: text("status").$type<SubscriberStatus>().notNull().default("subscribed"),
    /** When the address last agreed to the newsletter: its first sign-up, or its sign-up after unsubscribing. */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "newsletter_subscribers_status",
      sql`${table.status} in (${sql.raw(subscriberStatuses.map((status) => `'${status}'`).join(", "))})`,
    ),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  type: text("type").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const episodeTranscripts = pgTable("episode_transcripts", {
  episodeId: text("episode_id").primaryKey(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  thumbnailUrl: text("thumbnail_url"),
  youtubeUrl: text("youtube_url"),
  guestInfo: text("guest_info"),
  keyTopics: text("key_topics")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  showNotes: text("show_notes"),
  transcript: text("transcript"),
  resources: text("resources")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The last good episode list fetched from each source, so a failing upstream never empties the site. */
export const episodeCatalog = pgTable("episode_catalog", {
  source: text("source").primaryKey(),
  episodes: jsonb("episodes").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Episodes' timed text: a transcript (cues or paragraphs) or chapters, parsed from the feed's
 * podcast:transcript / podcast:chapters file (origin "feed", the last good copy of `source_url`)
 * or given by the owner on the dashboard (origin "owner", which wins). `content` holds the parsed
 * form (src/shared/timed-text): a Transcript or a list of Chapters.
 */
export const episodeTimedText = pgTable(
  "episode_timed_text",
  {
    episodeId: text("episode_id").notNull(),
    kind: text("kind").$type<"transcript" | "chapters">().notNull(),
    origin: text("origin").$type<"feed" | "owner">().notNull(),
    sourceUrl: text("source_url"),
    content: jsonb("content").notNull(),
    /** When the content was read: fetched from the feed's file, or saved by the owner. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.episodeId, table.kind, table.origin] }),
    check("episode_timed_text_kind", sql`${table.kind} in ('transcript', 'chapters')`),
    check("episode_timed_text_origin", sql`${table.origin} in ('feed', 'owner')`),
  ],
);

/**
 * The YouTube enrichment's last good video list per channel (Spotify source with YOUTUBE_*), with
 * the channel's uploads playlist id and when YouTube may next be asked. A restart, or another
 * instance, starts from it; a failed or quota-refused call only moves `next_attempt_at` on and
 * never touches `videos` (docs/decisions/015-youtube-quota.md).
 */
export const youtubeVideos = pgTable("youtube_videos", {
  channelId: text("channel_id").primaryKey(),
  uploadsPlaylistId: text("uploads_playlist_id"),
  /** [{ videoId, title, thumbnail }], newest upload first. */
  videos: jsonb("videos")
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** When `videos` was last read from YouTube; null until the first good answer. */
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** Failed refreshes in a row, for the exponential back-off. */
  failures: integer("failures").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Owner sessions (ISSUE: server-enforced admin). Only a SHA-256 of the cookie's random id is
 * stored, so a copy of the database does not hand out live sessions. The password fingerprint
 * ties a session to the password it was made with (null on sessions older than the column: never
 * live).
 */
export const adminSessions = pgTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  passwordFingerprint: text("password_fingerprint"),
});

/**
 * Fixed-window counters shared by every server instance: failed admin logins and form posts
 * per client address.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * One row per upload URL handed to the owner (POST /api/objects/upload, disk storage). Kept in
 * the database rather than in a signed token alone so that "used once" holds across every server
 * instance; only a SHA-256 of the URL's token is stored.
 */
export const uploadGrants = pgTable("upload_grants", {
  tokenHash: text("token_hash").primaryKey(),
  /** The random object name the URL ends with, and the image's public path /public-objects/{name}. */
  objectName: text("object_name").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox payment provider's own ledger (the default when no Stripe keys are set): one row per
 * intent it hands out, like Stripe's PaymentIntent. Only a SHA-256 of the client secret is stored;
 * the secret itself reaches the browser once and authorises the confirm.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text("id").primaryKey(),
  clientSecretHash: text("client_secret_hash").notNull().unique(),
  amount: integer("amount").notNull(),
  /** requires_payment_method until a card is accepted, then succeeded; canceled when left unpaid for a day (Stripe's names). */
  status: text("status").notNull().default("requires_payment_method"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the site makes for itself on first start and shares between instances through the
 * database (the key that signs unsubscribe links), so nothing needs configuring.
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** PostgreSQL's full-text document type; written only by SQL (`to_tsvector`), never read into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Site search (src/server/features/search). `search_sources` holds one row per thing the site shows
 * (an episode: title, guests, notes; an episode's whole transcript; a post), its `document`
 * weighing the title over guests, tags and category over the text: searches match and rank these.
 * `search_entries` holds each source's passages (an episode's transcript in paragraphs, each with
 * its start when timed), to find the passage a hit is in and show it. Both are derived from the
 * site's content: `fingerprint` says what a source was indexed from, so only a changed source is
 * indexed again, and both can always be rebuilt. Searches run `site_search` (migration 0011).
 */
export const searchSources = pgTable(
  "search_sources",
  {
    source: text("source").primaryKey(),
    kind: text("kind").$type<"episode" | "transcript" | "post">().notNull(),
    /** The episode id or the post's slug. */
    ref: text("ref").notNull(),
    title: text("title").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    document: tsvector("document").notNull(),
    /**
     * What a match is ranked by, kept small so ranking never reads the whole `document`: its title
     * and labels as they are, and the 100 words its text says most (migration 0011).
     */
    rankDocument: tsvector("rank_document").generatedAlwaysAs(sql`search_rank_document(document)`),
    fingerprint: text("fingerprint").notNull(),
    indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("search_sources_kind", sql`${table.kind} in ('episode', 'transcript', 'post')`),
    index("search_sources_document").using("gin", table.document),
  ],
);

export const searchEntries = pgTable(
  "search_entries",
  {
    source: text("source")
      .notNull()
      .references(() => searchSources.source, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    body: text("body").notNull(),
    startSeconds: real("start_seconds"),
    document: tsvector("document").notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.position] })],
);

/**
 * E-mails to the owner about new business (a paid coaching program, a donation, a contact or
 * sponsor message, the daily summary), written when the event is recorded and sent in the
 * background with retries (src/server/features/owner-email). `key` names the event, so the same
 * event recorded twice (a repeated payment webhook) is e-mailed once.
 */
export const ownerNotifications = pgTable("owner_notifications", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
});
