import { sql } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import * as table from "#server/db/schema.ts";
import type { SqlSession } from "#server/db/sql-session.ts";

/** Text that tries a dump's quoting: quotes, backslashes, line breaks, a tab, other scripts, and SQL. */
export const AWKWARD_TEXT =
  "It's a \"test\" \\ with \\n and\na line break,\r\nthen a tab\there: 日本語 ✨ 🎙️ -- not a comment; DROP TABLE x; E'\\x41'";

/**
 * Puts rows in every table of the site, with the values a dump finds hardest to carry: NULLs,
 * awkward text, arrays, JSON, search vectors, fractions, far-off and sub-second times.
 */
export async function fillEveryTable(db: AppDb): Promise<void> {
  const moment = new Date("2026-11-23T10:11:12.345Z");
  await db.insert(table.blogPosts).values([
    {
      title: AWKWARD_TEXT,
      slug: "awkward",
      category: "Mindset",
      excerpt: "",
      content: `<p>${AWKWARD_TEXT}</p>`,
      authorName: "Host",
      tags: ["a, b", 'quote"d', "back\\slash", "", "{braces}"],
      publishDate: moment,
      published: true,
    },
    { title: "Plain", slug: "plain", category: "Faith", excerpt: "x", content: "y", authorName: "Host" },
  ]);
  await db.insert(table.coachingPayments).values({
    clientName: null,
    clientEmail: "client@example.com",
    amount: 99_700,
    program: "90-day",
    stripePaymentIntentId: "pi_1",
    status: "succeeded",
  });
  await db.insert(table.donations).values({ amount: 2500, tier: null, stripePaymentIntentId: "pi_2" });
  await db.insert(table.newsletterSubscribers).values([
    { email: "a@example.com", firstName: AWKWARD_TEXT, source: "home" },
    { email: "b@example.com", status: "unsubscribed", consentedAt: new Date("1999-12-31T23:59:59.999Z") },
  ]);
  await db.insert(table.contactMessages).values({
    name: "Ada",
    email: "ada@example.com",
    type: "general",
    subject: "Hello",
    message: AWKWARD_TEXT,
  });
  await db.insert(table.episodeTranscripts).values({
    episodeId: "ep-1",
    keyTopics: ["rest", AWKWARD_TEXT],
    resources: [],
    transcript: AWKWARD_TEXT,
  });
  await db.insert(table.episodeCatalog).values({
    source: "sample",
    episodes: [{ id: "ep-1", title: AWKWARD_TEXT, nested: { list: [1, 2.5, null, true] } }],
  });
  await db.insert(table.episodeTimedText).values({
    episodeId: "ep-1",
    kind: "transcript",
    origin: "owner",
    content: { cues: [{ start: 1.25, end: 3.5, text: AWKWARD_TEXT }] },
  });
  await db.insert(table.youtubeVideos).values({ channelId: "UC1", videos: [{ videoId: "v1" }], failures: 2 });
  await db.insert(table.adminSessions).values({ tokenHash: "hash-1", expiresAt: moment });
  await db
    .insert(table.rateLimitCounters)
    .values({ key: "login:127.0.0.1", windowStartedAt: moment, count: 3 });
  await db.insert(table.uploadGrants).values({ tokenHash: "grant-1", objectName: "abc", expiresAt: moment });
  await db
    .insert(table.sandboxPaymentIntents)
    .values({ id: "pi_sandbox", clientSecretHash: "s-1", amount: 100 });
  await db.insert(table.siteSecrets).values({ name: "unsubscribe-links", value: "c2VjcmV0" });
  await db.insert(table.searchSources).values({
    source: "post:awkward",
    kind: "post",
    ref: "awkward",
    title: AWKWARD_TEXT,
    document: sql`to_tsvector('english', ${AWKWARD_TEXT})`,
    fingerprint: "f1",
  });
  await db.insert(table.searchEntries).values({
    source: "post:awkward",
    position: 0,
    body: AWKWARD_TEXT,
    startSeconds: 12.3456789,
    document: sql`setweight(to_tsvector('english', ${AWKWARD_TEXT}), 'C')`,
  });
  await db.insert(table.ownerNotifications).values({ key: "contact:1", subject: "New", body: AWKWARD_TEXT });
}

/**
 * Every row of every table of the `public` schema, each as its text form, sorted: equal for two
 * databases holding the same rows, whichever kind each is.
 */
export async function everyRow(session: SqlSession): Promise<Record<string, string[]>> {
  await session.run("set timezone = 'UTC'; set datestyle = 'ISO'");
  const tables = await session.rows<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await session.rows<{ row: string }>(`select t::text as row from "public"."${name}" t`);
    rows[name] = found.map(({ row }) => row).sort();
  }
  // Where each id sequence stands, so that restored tables hand out the ids the originals would.
  const sequences = await session.rows<{ position: string }>(
    "select sequencename || ' ' || coalesce(last_value::text, 'unused') as position from pg_sequences where schemaname = 'public'",
  );
  rows["(sequences)"] = sequences.map(({ position }) => position).sort();
  return rows;
}
