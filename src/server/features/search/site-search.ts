import { sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import type { BlogPostView } from "#shared/blog/blog-post-view.ts";
import { episodeMomentPath } from "#shared/episodes/episode-moment.ts";
import type { Episode, TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchRequest,
  type SearchResult,
  type SearchResultKind,
  type SearchType,
  type SnippetPart,
} from "#shared/search/search-schema.ts";
import { paths } from "#shared/site-paths.ts";
import type { Transcript } from "#shared/timed-text/timed-text.ts";
import { episodePassages, postPassages, transcriptPassages, type SearchPassage } from "./search-documents.ts";
import { SEARCH_CONFIG, SearchIndex } from "./search-index.ts";
import { searchTerms } from "./search-terms.ts";

/** What the site shows now, as search reads it. */
export type SearchableContent = {
  /** Moves on whenever anything searchable may have changed (the page cache's content version). */
  version(): readonly unknown[];
  /** The posts the blog shows (`listShownPosts`). */
  posts(): Promise<BlogPostView[]>;
  episodes(): readonly Episode[];
  /** Every episode's transcript record. */
  records(): Promise<ReadonlyMap<string, TranscriptRecord>>;
  /** The transcript the episode's page shows (`episodeTranscript`), or null. */
  transcript(episodeId: string, record: TranscriptRecord | null): Transcript | null;
};

const KINDS_OF: Record<SearchType, readonly SearchResultKind[]> = {
  all: ["episode", "transcript", "post"],
  episodes: ["episode", "transcript"],
  transcripts: ["transcript"],
  posts: ["post"],
};

const MATCH_START = "\u0001";
const MATCH_END = "\u0002";
/** A passage around the matches: two short fragments, the matched words between the marks. */
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/** How many answers are kept in memory; a change to the content empties it. */
const CACHED_ANSWERS = 500;

type Row = {
  kind: SearchResultKind;
  ref: string;
  title: string;
  start_seconds: number | null;
  published_at: string | Date | null;
  total: string | number;
  snippet: string;
};

/**
 * Site search: the index is brought up to date with what the site shows whenever that changes (a
 * post saved or deleted, the catalog refreshed, a transcript changed, here or on another instance),
 * and searches are answered by PostgreSQL's full-text search, the same on the embedded database
 * and on a server. Answers are kept in memory until the content changes, so a popular search
 * costs the database nothing.
 */
export class SiteSearch {
  private readonly index: SearchIndex;
  private readonly answers = new LruCache<string, SearchAnswer>(CACHED_ANSWERS);
  private readonly answering = new Map<string, Promise<SearchAnswer>>();
  /** Moves on when the index changes: an answer worked out before that is not kept. */
  private generation = 0;
  private indexedVersion: readonly unknown[] | null = null;
  private syncing: Promise<void> | null = null;
  private readonly passagesOf = new WeakMap<Transcript, { episode: Episode; passages: SearchPassage[] }>();

  constructor(
    private readonly db: AppDb,
    private readonly content: SearchableContent,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn">,
  ) {
    this.index = new SearchIndex(db, log);
  }

  /** Brings the index up to date if the content changed since it last was; one sync at a time. */
  async refresh(): Promise<void> {
    while (!this.isCurrent()) {
      if (!this.syncing) {
        const version = this.content.version();
        this.syncing = this.sync()
          .then(() => {
            this.indexedVersion = version;
            this.generation += 1;
            this.answers.clear();
          })
          .finally(() => {
            this.syncing = null;
          });
      }
      await this.syncing;
    }
  }

  /**
   * Indexes what changed soon after it changes, searched or not: now (in the background, so the
   * site starts serving at once), and whenever the content moves on. Answers the stop.
   */
  keepCurrent(everyMs = 1_000): () => void {
    void this.refreshLogged();
    const timer = setInterval(() => {
      if (!this.isCurrent() && !this.syncing) void this.refreshLogged();
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async search(request: SearchRequest): Promise<SearchAnswer> {
    // Only the first index is waited for: after that a search answers from the index as it is
    // while the next sync runs, so a burst of changes (a feed's transcripts arriving) never holds
    // searches up. What changed is found within about a second.
    if (this.indexedVersion === null) await this.refresh();
    else if (!this.isCurrent() && !this.syncing) void this.refreshLogged();
    const key = JSON.stringify([request.q.toLowerCase(), request.type, request.page]);
    const cached = this.answers.get(key);
    if (cached) return { ...cached, q: request.q };
    // The same search arriving while it is being answered waits for that answer.
    let answering = this.answering.get(key);
    if (!answering) {
      const generation = this.generation;
      answering = this.query(request)
        .then((answer) => {
          if (generation === this.generation) this.answers.set(key, answer);
          return answer;
        })
        .finally(() => this.answering.delete(key));
      this.answering.set(key, answering);
    }
    return { ...(await answering), q: request.q };
  }

  private refreshLogged(): Promise<void> {
    return this.refresh().catch((error: unknown) =>
      this.log.warn({ err: error }, "the search index could not be brought up to date; trying again"),
    );
  }

  private isCurrent(): boolean {
    const now = this.content.version();
    const indexed = this.indexedVersion;
    return (
      indexed !== null && now.length === indexed.length && now.every((part, i) => Object.is(part, indexed[i]))
    );
  }

  private async sync(): Promise<void> {
    const sources = new Map<string, SearchPassage[]>();
    for (const post of await this.content.posts()) sources.set(`post:${post.slug}`, postPassages(post));
    const records = await this.content.records();
    for (const episode of this.content.episodes()) {
      const record = records.get(episode.id) ?? null;
      sources.set(`episode:${episode.id}`, episodePassages(episode, record));
      sources.set(
        `transcript:${episode.id}`,
        this.passagesOfTranscript(episode, this.content.transcript(episode.id, record)),
      );
    }
    await this.index.sync(sources);
  }

  /**
   * A transcript's passages, worked out again only when the transcript or the episode's title or
   * day changed: a sync runs on every change to the site, and an hour's transcript takes a few
   * milliseconds to cut into passages.
   */
  private passagesOfTranscript(episode: Episode, transcript: Transcript | null): SearchPassage[] {
    if (!transcript) return [];
    const known = this.passagesOf.get(transcript);
    if (
      known &&
      known.episode.id === episode.id &&
      known.episode.name === episode.name &&
      known.episode.releaseDate === episode.releaseDate
    )
      return known.passages;
    const passages = transcriptPassages(episode, transcript);
    this.passagesOf.set(transcript, { episode, passages });
    return passages;
  }

  private async query({ q, type, page }: SearchRequest): Promise<SearchAnswer> {
    const terms = searchTerms(q);
    const config = sql`${SEARCH_CONFIG}::regconfig`;
    const prefix = terms.prefix
      ? sql`to_tsquery(${config}, quote_literal(${terms.prefix}) || ':*')`
      : sql`''::tsquery`;
    const words = (text: string) => (text ? sql`websearch_to_tsquery(${config}, ${text})` : sql`''::tsquery`);
    const matches: SQL = terms.prefix ? sql`(${words(terms.words)} && ${prefix})` : words(terms.words);
    const ranks: SQL = sql`(${words(terms.rankWords)} || ${prefix})`;
    const kinds = sql`${`{${KINDS_OF[type].join(",")}}`}::text[]`;
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    // Migration 0011 has the query: each connection plans it once.
    const result: unknown = await this.db.execute(
      sql`select * from site_search(${config}, ${matches}, ${ranks}, ${kinds}, ${HEADLINE_OPTIONS}, ${SEARCH_PAGE_SIZE}, ${offset})`,
    );
    const rows = (result as { rows: Row[] }).rows;
    const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? await this.count(matches, kinds) : 0;
    return { q, type, page, pageSize: SEARCH_PAGE_SIZE, total, results: rows.map(toResult) };
  }

  /** The number of results when the page asked for is past the last. */
  private async count(query: SQL, kinds: SQL): Promise<number> {
    const result: unknown = await this.db.execute(sql`
      select count(*) as total from search_sources where document @@ ${query} and kind = any (${kinds})`);
    return Number((result as { rows: { total: string | number }[] }).rows[0]?.total ?? 0);
  }
}

function toResult(row: Row): SearchResult {
  const start = row.start_seconds === null ? null : Number(row.start_seconds);
  const path =
    row.kind === "post"
      ? paths.blogPost(row.ref)
      : row.kind === "transcript" && start !== null
        ? episodeMomentPath(row.ref, start)
        : paths.episode(row.ref);
  return {
    kind: row.kind,
    title: row.title,
    path,
    date: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    startSeconds: start,
    snippet: snippetParts(row.snippet),
  };
}

/** ts_headline's text, with the matches between its marks, as plain parts: no markup reaches a page. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [matched, rest] = index === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + mark.length)];
}
