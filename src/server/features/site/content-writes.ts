import { count, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { blogPosts, episodeTimedText, episodeTranscripts } from "#server/db/schema.ts";
import { repeatEvery } from "#server/lib/repeat-every.ts";

/** How often an instance looks for another instance's writes: an edit shows everywhere within about this. */
export const CONTENT_WRITES_CHECK_MS = 2_000;

type Fingerprint = { posts: string; transcripts: string };

/**
 * What the pages show from the database, in brief: a write of a post, a transcript record or an
 * episode's timed text (a save sets its `updated_at` or `fetched_at`, a delete changes the count)
 * changes it.
 */
async function contentFingerprint(db: AppDb): Promise<Fingerprint> {
  const of = async (table: PgTable, writtenAt: PgColumn) => {
    const [row] = await db.select({ rows: count(), latest: max(writtenAt) }).from(table);
    return `${row?.rows ?? 0}/${(row?.latest as Date | null | undefined)?.toISOString() ?? ""}`;
  };
  const [posts, records, timed] = await Promise.all([
    of(blogPosts, blogPosts.updatedAt),
    of(episodeTranscripts, episodeTranscripts.updatedAt),
    of(episodeTimedText, episodeTimedText.fetchedAt),
  ]);
  return { posts, transcripts: `${records}+${timed}` };
}

/**
 * With several instances on one PostgreSQL database, an owner's edit reaches one of them; the
 * others learn of it here. Every `everyMs` the posts' and transcripts' fingerprint is read, and a
 * change calls `onPostsWritten` or `onTranscriptsWritten`, which drop the memory copies (and with
 * them the pages rendered from them). A write on this instance is seen too, and costs one more
 * reload. Answers the function that stops it.
 */
export function watchContentWrites(
  db: AppDb,
  {
    onPostsWritten,
    onTranscriptsWritten,
    log,
    everyMs = CONTENT_WRITES_CHECK_MS,
  }: {
    onPostsWritten: () => void;
    onTranscriptsWritten: () => void;
    log: Pick<FastifyBaseLogger, "warn">;
    everyMs?: number;
  },
): () => void {
  let last: Fingerprint | null = null;
  let failing = false;
  return repeatEvery(everyMs, async () => {
    try {
      const now = await contentFingerprint(db);
      if (last && now.posts !== last.posts) onPostsWritten();
      if (last && now.transcripts !== last.transcripts) onTranscriptsWritten();
      last = now;
      failing = false;
    } catch (err) {
      // Said once per outage, not every few seconds; the copies in memory stay in use meanwhile.
      if (!failing)
        log.warn({ err }, "could not check the database for other instances' edits; trying again");
      failing = true;
    }
  });
}
