import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { searchEntries, searchSources } from "#server/db/schema.ts";
import type { SearchPassage } from "./search-documents.ts";

/**
 * Bumped when what is indexed or how changes (the passages, the weights, the dictionary): every
 * source's fingerprint changes with it, so the next sync indexes everything again.
 */
const INDEX_VERSION = "1";
/** The text search configuration: English stemming; words of other languages are kept whole. */
export const SEARCH_CONFIG = "english";
/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_BATCH = 500;

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

/** Control characters (ts_headline's marks are made of them) never reach the index. */
const withoutMarks = (text: string) => text.replace(/\p{Cc}/gu, (character) => (character === "\n" ? "\n" : " "));

export function fingerprintOf(passages: readonly SearchPassage[]): string {
  return createHash("sha256").update(INDEX_VERSION).update(JSON.stringify(passages)).digest("base64url");
}

/**
 * The search index in the database: each source ("post:12", "episode:abc", "transcript:abc") with
 * its passages. `sync` is given every source the site shows now and writes only those whose
 * fingerprint changed, then removes the sources that are gone; so it is cheap to call whenever the
 * content may have changed, from any instance.
 */
export class SearchIndex {
  constructor(
    private readonly db: AppDb,
    private readonly log: Log,
  ) {}

  /** Answers how many sources were written or removed. */
  async sync(sources: ReadonlyMap<string, readonly SearchPassage[]>): Promise<number> {
    const known = new Map(
      (await this.db.select().from(searchSources)).map((row) => [row.source, row.fingerprint]),
    );
    let changed = 0;
    for (const [source, passages] of sources) {
      if (passages.length === 0) continue;
      const fingerprint = fingerprintOf(passages);
      if (known.get(source) === fingerprint) continue;
      await this.write(source, passages, fingerprint);
      changed += 1;
    }
    const gone = [...known.keys()].filter((source) => !(sources.get(source)?.length ?? 0));
    if (gone.length > 0) {
      await this.db.transaction(async (tx) => {
        await tx.delete(searchEntries).where(inArray(searchEntries.source, gone));
        await tx.delete(searchSources).where(inArray(searchSources.source, gone));
      });
      changed += gone.length;
    }
    if (changed > 0) this.log.info({ changed }, "search index updated");
    return changed;
  }

  private async write(source: string, passages: readonly SearchPassage[], fingerprint: string) {
    const rows = passages.map((passage, position) => {
      const body = withoutMarks(passage.body);
      // A transcript passage is found by what was said; its episode's title would tie them all.
      const title =
        passage.kind === "transcript"
          ? sql`''::tsvector`
          : sql`setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${passage.title}), 'A')`;
      return {
        source,
        position,
        kind: passage.kind,
        ref: passage.ref,
        title: passage.title,
        body,
        startSeconds: passage.startSeconds,
        publishedAt: passage.publishedAt,
        document: sql`${title} || setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${passage.labels}), 'B') || setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${body}), 'C')`,
      };
    });
    await this.db.transaction(async (tx) => {
      await tx.delete(searchEntries).where(eq(searchEntries.source, source));
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx
          .insert(searchEntries)
          .values(rows.slice(start, start + INSERT_BATCH))
          // Another instance may index the same source at the same moment, with the same rows.
          .onConflictDoNothing();
      }
      await tx
        .insert(searchSources)
        .values({ source, fingerprint })
        .onConflictDoUpdate({ target: searchSources.source, set: { fingerprint, indexedAt: new Date() } });
    });
  }
}
