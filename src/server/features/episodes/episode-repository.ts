import { eq } from "drizzle-orm";
import type { AppDb } from "#server/db/client.ts";
import { episodeCatalog, episodeTranscripts } from "#server/db/schema.ts";
import type { Episode, TranscriptRecord } from "#shared/episodes/episode-schema.ts";

/** The only code that reads and writes the episode tables. */

export async function loadStoredCatalog(
  db: AppDb,
  sourceKey: string,
): Promise<{ episodes: Episode[]; fetchedAt: Date } | null> {
  const [row] = await db.select().from(episodeCatalog).where(eq(episodeCatalog.source, sourceKey)).limit(1);
  return row ? { episodes: row.episodes as Episode[], fetchedAt: row.fetchedAt } : null;
}

export async function storeCatalog(
  db: AppDb,
  sourceKey: string,
  episodes: Episode[],
  fetchedAt: Date,
): Promise<void> {
  await db
    .insert(episodeCatalog)
    .values({ source: sourceKey, episodes, fetchedAt })
    .onConflictDoUpdate({ target: episodeCatalog.source, set: { episodes, fetchedAt } });
}

type TranscriptRow = typeof episodeTranscripts.$inferSelect;

function toRecord(row: TranscriptRow): TranscriptRecord {
  return {
    episodeId: row.episodeId,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    thumbnailUrl: row.thumbnailUrl,
    youtubeUrl: row.youtubeUrl,
    guestInfo: row.guestInfo,
    keyTopics: row.keyTopics,
    showNotes: row.showNotes,
    transcript: row.transcript,
    resources: row.resources,
  };
}

export async function findTranscript(db: AppDb, episodeId: string): Promise<TranscriptRecord | null> {
  const [row] = await db
    .select()
    .from(episodeTranscripts)
    .where(eq(episodeTranscripts.episodeId, episodeId))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** Every transcript record, by episode id (site search reads them all at once). */
export async function listTranscripts(db: AppDb): Promise<Map<string, TranscriptRecord>> {
  const rows = await db.select().from(episodeTranscripts);
  return new Map(rows.map((row) => [row.episodeId, toRecord(row)]));
}

/** Creates the record or replaces the existing one for that episode. */
export async function saveTranscript(db: AppDb, record: TranscriptRecord): Promise<TranscriptRecord> {
  const { episodeId: _key, ...fields } = record;
  const [row] = await db
    .insert(episodeTranscripts)
    .values(record)
    .onConflictDoUpdate({ target: episodeTranscripts.episodeId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return toRecord(row!);
}

/** Inserts records that do not exist yet; never overwrites what the owner edited. */
export async function seedTranscripts(db: AppDb, records: TranscriptRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(episodeTranscripts).values(records).onConflictDoNothing();
}

export async function deleteTranscript(db: AppDb, episodeId: string): Promise<boolean> {
  const deleted = await db
    .delete(episodeTranscripts)
    .where(eq(episodeTranscripts.episodeId, episodeId))
    .returning({ episodeId: episodeTranscripts.episodeId });
  return deleted.length > 0;
}
