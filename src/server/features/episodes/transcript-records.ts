import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import type { AppDb } from "#server/db/client.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import { deleteTranscript, findTranscript, saveTranscript } from "./episode-repository.ts";

type Copy = { record: TranscriptRecord | null; loadedAt: number };

/**
 * Episode transcript records (SPEC §3), read through a memory copy: every episode page and
 * `/api/transcripts/:id` asks for one. A write on this instance replaces the copy at once; another
 * instance's write shows here within `maxAgeMs`. At most `maxEntries` episodes are kept, the
 * oldest read dropped first, so requests for made-up ids cannot grow the memory.
 */
export class TranscriptRecords {
  private readonly copies: LruCache<string, Copy>;
  /** Bumped by every write, so a read that started before it cannot store what it read. */
  private generation = 0;

  constructor(
    private readonly db: AppDb,
    private readonly maxAgeMs = 10_000,
    maxEntries = 1000,
  ) {
    this.copies = new LruCache(maxEntries);
  }

  /** Moves on with every write here, and with every change another instance made (`forgetAll`). */
  get version(): number {
    return this.generation;
  }

  async find(episodeId: string): Promise<TranscriptRecord | null> {
    const copy = this.copies.get(episodeId);
    if (copy && Date.now() - copy.loadedAt < this.maxAgeMs) return copy.record;
    const generation = this.generation;
    const record = await findTranscript(this.db, episodeId);
    if (generation === this.generation) this.copies.set(episodeId, { record, loadedAt: Date.now() });
    return record;
  }

  async save(record: TranscriptRecord): Promise<TranscriptRecord> {
    const saved = await saveTranscript(this.db, record);
    this.forget(record.episodeId);
    return saved;
  }

  /** False when the episode had no record. */
  async delete(episodeId: string): Promise<boolean> {
    const deleted = await deleteTranscript(this.db, episodeId);
    this.forget(episodeId);
    return deleted;
  }

  /** Drops every copy: another instance has changed a transcript. */
  forgetAll(): void {
    this.generation += 1;
    this.copies.clear();
  }

  private forget(episodeId: string): void {
    this.generation += 1;
    this.copies.delete(episodeId);
  }
}
