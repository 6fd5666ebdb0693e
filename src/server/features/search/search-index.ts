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
const INDEX_VERSION = "2";
/** The text search configuration: English stemming; words of other languages are kept whole. */
export const SEARCH_CONFIG = "english";
/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_BATCH = 500;

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

/** Control characters (ts_headline's marks are made of them) never reach the index. */
const withoutMarks = (text: string) =>
  text.replace(/\p{Cc}/gu, (character) => (character === "\n" ? "\n" : " "));

/** Kept for the same passages (a transcript's are kept while it is unchanged), so a sync hashes only what is new. */
const fingerprints = new WeakMap<readonly SearchPassage[], string>();

export function fingerprintOf(passages: readonly SearchPassage[]): string {
  let fingerprint = fingerprints.get(passages);
  if (fingerprint === undefined) {
    fingerprint = createHash("sha256")
      .update(INDEX_VERSION)
      .update(JSON.stringify(passages))
      .digest("base64url");
    fingerprints.set(passages, fingerprint);
  }
  return fingerprint;
}

/**
 * The search index in the database: each source ("post:slug", "episode:abc", "transcript:abc"),
 * as one document to match and rank, with its passages. `sync` is given every source the site shows now and writes only those whose
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
      (
        await this.db
          .select({ source: searchSources.source, fingerprint: searchSources.fingerprint })
          .from(searchSources)
      ).map((row) => [row.source, row.fingerprint]),
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
      await this.db.delete(searchSources).where(inArray(searchSources.source, gone));
      changed += gone.length;
    }
    if (changed > 0) this.log.info({ changed }, "search index updated");
    return changed;
  }

  private async write(source: string, passages: readonly SearchPassage[], fingerprint: string) {
    const first = passages[0]!;
    const bodies = passages.map((passage) => withoutMarks(passage.body));
    const vector = (text: string, weight: "A" | "B" | "C") =>
      sql`setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${text}), ${weight})`;
    // A transcript is found by what was said; its episode's title would make every one a match.
    const titled = first.kind === "transcript" ? sql`''::tsvector` : vector(first.title, "A");
    const document = sql`${titled} || ${vector(first.labels, "B")} || ${vector(bodies.join("\n"), "C")}`;
    const values = { kind: first.kind, ref: first.ref, title: first.title, publishedAt: first.publishedAt };
    await this.db.transaction(async (tx) => {
      // Its passages go with it (on delete cascade), then come back as they are now.
      await tx.delete(searchSources).where(eq(searchSources.source, source));
      await tx
        .insert(searchSources)
        .values({ source, ...values, document, fingerprint })
        .onConflictDoNothing();
      const rows = passages.map((passage, position) => ({
        source,
        position,
        body: bodies[position]!,
        startSeconds: passage.startSeconds,
        document: vector(bodies[position]!, "C"),
      }));
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        // Another instance may index the same source at the same moment, with the same rows.
        await tx
          .insert(searchEntries)
          .values(rows.slice(start, start + INSERT_BATCH))
          .onConflictDoNothing();
      }
    });
  }
}
