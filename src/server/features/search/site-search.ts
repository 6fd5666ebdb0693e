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
    const refresh = () =>
      this.refresh().catch((error: unknown) =>
        this.log.warn({ err: error }, "the search index could not be brought up to date; trying again"),
      );
    void refresh();
    const timer = setInterval(() => {
      if (!this.isCurrent() && !this.syncing) void refresh();
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async search(request: SearchRequest): Promise<SearchAnswer> {
    await this.refresh();
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
        transcriptPassages(episode, this.content.transcript(episode.id, record)),
      );
    }
    await this.index.sync(sources);
  }

  private async query({ q, type, page }: SearchRequest): Promise<SearchAnswer> {
    const terms = searchTerms(q);
    const words = terms.words
      ? sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${terms.words})`
      : sql`''::tsquery`;
    const query: SQL = terms.prefix
      ? sql`(${words} && to_tsquery(${SEARCH_CONFIG}::regconfig, quote_literal(${terms.prefix}) || ':*'))`
      : words;
    const kinds = sql.join(
      KINDS_OF[type].map((kind) => sql`${kind}`),
      sql`, `,
    );
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    // Whole sources are matched and ranked (an episode's transcript as one document), so a word
    // said in every passage costs one rank per episode, not one per passage; then only the page's
    // sources look for their best passage, and only those passages are headlined.
    const result: unknown = await this.db.transaction(async (tx) => {
      // The index has no statistics to go by (the embedded database has no autovacuum) and a few
      // hundred rows, so the planner would read every document rather than ask the index: a
      // search for a rare word then costs as much as one for the commonest.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`
      with q as (select ${query} as query),
      shown as (
        select s.source, s.kind, s.ref, s.title, s.published_at,
          ts_rank(s.document, q.query, 1) as rank, count(*) over () as total
        from search_sources s, q
        where s.document @@ q.query and s.kind in (${kinds})
        order by rank desc, s.published_at desc nulls last, s.source
        limit ${SEARCH_PAGE_SIZE} offset ${offset}
      )
      select shown.kind, shown.ref, shown.title, shown.published_at, shown.total, passage.start_seconds,
        ts_headline(${SEARCH_CONFIG}::regconfig, passage.body, (select query from q), ${HEADLINE_OPTIONS}) as snippet
      from shown
      cross join lateral (
        -- The passage with the most of the search in it; the first one when the words are spread
        -- over several (a transcript matches when all its words are said, not all in one place).
        select coalesce(best.body, first.body) as body,
          case when best.body is null then first.start_seconds else best.start_seconds end as start_seconds
        from (select 1) one
        left join lateral (
          select e.body, e.start_seconds from search_entries e, q
          where e.source = shown.source and e.document @@ q.query
          order by ts_rank(e.document, q.query, 1) desc, e.position
          limit 1
        ) best on true
        left join lateral (
          select e.body, e.start_seconds from search_entries e where e.source = shown.source and e.position = 0
        ) first on true
      ) passage
      order by shown.rank desc, shown.published_at desc nulls last, shown.source`);
    });
    const rows = (result as { rows: Row[] }).rows;
    const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? await this.count(query, kinds) : 0;
    return { q, type, page, pageSize: SEARCH_PAGE_SIZE, total, results: rows.map(toResult) };
  }

  /** The number of results when the page asked for is past the last. */
  private async count(query: SQL, kinds: SQL): Promise<number> {
    const result: unknown = await this.db.execute(sql`
      select count(*) as total from search_sources where document @@ ${query} and kind in (${kinds})`);
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
