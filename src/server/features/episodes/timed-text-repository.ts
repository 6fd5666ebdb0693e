import { and, eq, notInArray } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { episodeTimedText } from "#server/db/schema.ts";

/** The only code that reads and writes episode_timed_text. */

export type TimedTextKind = "transcript" | "chapters";
export type TimedTextOrigin = "feed" | "owner";

export type TimedTextRow = {
  episodeId: string;
  kind: TimedTextKind;
  origin: TimedTextOrigin;
  /** The feed's file the content was read from; null for the owner's. */
  sourceUrl: string | null;
  /** Parsed: a Transcript or a list of Chapters (src/shared/timed-text). */
  content: unknown;
  fetchedAt: Date;
};

export async function loadTimedText(db: AppDb): Promise<TimedTextRow[]> {
  return db.select().from(episodeTimedText);
}

/** Creates the row or replaces the one of that episode, kind and origin. */
export async function storeTimedText(db: AppDb, row: TimedTextRow): Promise<void> {
  const { episodeId: _e, kind: _k, origin: _o, ...fields } = row;
  await db
    .insert(episodeTimedText)
    .values(row)
    .onConflictDoUpdate({
      target: [episodeTimedText.episodeId, episodeTimedText.kind, episodeTimedText.origin],
      set: fields,
    });
}

/** False when there was no such row. */
export async function deleteTimedText(
  db: AppDb,
  key: { episodeId: string; kind: TimedTextKind; origin: TimedTextOrigin },
): Promise<boolean> {
  const deleted = await db
    .delete(episodeTimedText)
    .where(
      and(
        eq(episodeTimedText.episodeId, key.episodeId),
        eq(episodeTimedText.kind, key.kind),
        eq(episodeTimedText.origin, key.origin),
      ),
    )
    .returning({ episodeId: episodeTimedText.episodeId });
  return deleted.length > 0;
}

/** Drops the feed's copies of episodes the feed no longer lists; the owner's stay. */
export async function deleteFeedTimedTextExcept(db: AppDb, episodeIds: string[]): Promise<void> {
  const feed = eq(episodeTimedText.origin, "feed");
  await db
    .delete(episodeTimedText)
    .where(episodeIds.length > 0 ? and(feed, notInArray(episodeTimedText.episodeId, episodeIds)) : feed);
}
