import type { FastifyBaseLogger } from "fastify";
import type { EpisodeTimedTextOf } from "#shared/timed-text/shown-transcript.ts";
import type { Episode, TranscriptFile } from "#shared/episodes/episode-schema.ts";
import {
  CHAPTERS_MAX_BYTES,
  parseChapters,
  parseTranscript,
  transcriptFormat,
  TRANSCRIPT_MAX_BYTES,
  type Chapter,
  type Transcript,
} from "#shared/timed-text/parse-transcript.ts";
import type { AppDb } from "#server/db/client.ts";
import { causeText, fetchUpstream } from "#server/providers/http/upstream-fetch.ts";
import {
  deleteFeedTimedTextExcept,
  deleteTimedText,
  loadTimedText,
  storeTimedText,
  type TimedTextKind,
  type TimedTextOrigin,
  type TimedTextRow,
} from "./timed-text-repository.ts";
import { withNamedEntitiesAsCharacters } from "./named-entities.ts";

/** A feed's file is read again after this long, in case the show corrected it. */
const REFETCH_AFTER_MS = 24 * 60 * 60 * 1000;
/** A file that could not be read is not asked for again sooner than this. */
const RETRY_AFTER_MS = 60 * 60 * 1000;
/** A transcript or chapters server slower than this is given up on until the retry. */
const FILE_FETCH_TIMEOUT_MS = 15_000;
/** Files fetched at once: a feed of hundreds of episodes is read a few at a time. */
const CONCURRENT_FETCHES = 2;

/** Timed-format transcripts first, since they let the page follow the audio. */
const TRANSCRIPT_PREFERENCE = [
  "text/vtt",
  "application/x-subrip",
  "application/srt",
  "text/srt",
  "application/json",
  "text/html",
  "text/plain",
];

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

export type EpisodeTimedTextOptions = {
  db: AppDb;
  log: Log;
  fetch?: typeof fetch;
  now?: () => number;
  fetchTimeoutMs?: number;
};

/**
 * Each episode's transcript and chapters, read from memory on every episode page. The feed's files
 * (podcast:transcript, podcast:chapters) are fetched in the background whenever the catalog
 * changes, parsed, bounded in size, and kept in the database with the last good copy: a slow,
 * failing or garbled file is logged and never replaces what was there, nor holds up the catalog or
 * a page. What the owner gave on the dashboard wins over the feed's.
 */
export class EpisodeTimedText {
  private readonly rows = new Map<string, TimedTextRow>();
  private readonly failedAt = new Map<string, number>();
  private readonly abort = new AbortController();
  private generation = 0;
  private syncing: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly options: EpisodeTimedTextOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Loads the kept copies. */
  start(): Promise<void> {
    return this.reload();
  }

  stop(): void {
    this.abort.abort();
  }

  /** Moves on with every change, so pages that show timed text are rendered again. */
  get version(): number {
    return this.generation;
  }

  find(episodeId: string): EpisodeTimedTextOf {
    const row = (kind: TimedTextKind) =>
      this.rows.get(keyOf({ episodeId, kind, origin: "owner" })) ??
      this.rows.get(keyOf({ episodeId, kind, origin: "feed" }));
    const transcript = row("transcript");
    return {
      transcript: (transcript?.content as Transcript | undefined) ?? null,
      transcriptFromOwner: transcript?.origin === "owner",
      chapters: (row("chapters")?.content as Chapter[] | undefined) ?? null,
    };
  }

  /** Keeps what the owner gave for an episode; it wins over the feed's from now on. */
  async saveOwner(episodeId: string, kind: TimedTextKind, content: Transcript | Chapter[]): Promise<void> {
    const row: TimedTextRow = {
      episodeId,
      kind,
      origin: "owner",
      sourceUrl: null,
      content,
      fetchedAt: new Date(this.now()),
    };
    await storeTimedText(this.options.db, row);
    this.rows.set(keyOf(row), row);
    this.generation += 1;
  }

  /** False when the owner had given none; the feed's copy, if any, shows again. */
  async deleteOwner(episodeId: string, kind: TimedTextKind): Promise<boolean> {
    const deleted = await deleteTimedText(this.options.db, { episodeId, kind, origin: "owner" });
    this.rows.delete(keyOf({ episodeId, kind, origin: "owner" }));
    this.generation += 1;
    return deleted;
  }

  /** Reads every copy again: another instance has changed them (`content-writes.ts`). */
  async reload(): Promise<void> {
    const rows = await loadTimedText(this.options.db);
    this.rows.clear();
    for (const row of rows) this.rows.set(keyOf(row), row);
    this.generation += 1;
  }

  /** Which of an episode's timed text is the owner's, for the dashboard. */
  ownerGave(episodeId: string, kind: TimedTextKind): boolean {
    return this.rows.has(keyOf({ episodeId, kind, origin: "owner" }));
  }

  /**
   * Reads what the catalog's episodes name and the copies lack or have had for a day, a few files
   * at a time; copies of files the feed no longer names are dropped. Syncs run one after another;
   * the promise settles when this one has (tests wait for it; the catalog does not).
   */
  syncFeed(episodes: Episode[]): Promise<void> {
    this.syncing = this.syncing
      .then(() => this.syncNow(episodes))
      .catch((error: unknown) => {
        if (!this.abort.signal.aborted)
          this.options.log.warn({ err: { message: causeText(error) } }, "episode timed text: sync failed");
      });
    return this.syncing;
  }

  private async syncNow(episodes: Episode[]): Promise<void> {
    const { db } = this.options;
    await deleteFeedTimedTextExcept(db, [...new Set(episodes.map((episode) => episode.id))]);
    const listed = new Set(episodes.map((episode) => episode.id));
    let dropped = false;
    for (const [key, row] of this.rows) {
      if (row.origin === "feed" && !listed.has(row.episodeId)) {
        this.rows.delete(key);
        dropped = true;
      }
    }
    if (dropped) this.generation += 1;

    const work: (() => Promise<void>)[] = [];
    for (const episode of episodes) {
      const wanted: [TimedTextKind, TranscriptFile | null][] = [
        ["transcript", preferredTranscript(episode.transcriptFiles ?? [])],
        ["chapters", episode.chaptersUrl ? { url: episode.chaptersUrl, type: null } : null],
      ];
      for (const [kind, file] of wanted) {
        const key = keyOf({ episodeId: episode.id, kind, origin: "feed" });
        const kept = this.rows.get(key);
        if (!file) {
          if (kept) work.push(() => this.drop(kept));
          continue;
        }
        const fresh =
          kept?.sourceUrl === file.url && this.now() - kept.fetchedAt.getTime() < REFETCH_AFTER_MS;
        const failedRecently = this.now() - (this.failedAt.get(file.url) ?? -Infinity) < RETRY_AFTER_MS;
        if (!fresh && !failedRecently) work.push(() => this.fetchFile(episode.id, kind, file));
      }
    }
    await inParallel(work, CONCURRENT_FETCHES);
  }

  private async fetchFile(episodeId: string, kind: TimedTextKind, file: TranscriptFile): Promise<void> {
    if (this.abort.signal.aborted) return;
    const { log, db } = this.options;
    try {
      const response = await fetchUpstream({
        service: `The ${kind} file of episode ${episodeId}`,
        url: file.url,
        headers: {
          accept: kind === "chapters" ? "application/json+chapters, application/json" : (file.type ?? "*/*"),
        },
        signal: AbortSignal.any([
          this.abort.signal,
          AbortSignal.timeout(this.options.fetchTimeoutMs ?? FILE_FETCH_TIMEOUT_MS),
        ]),
        fetch: this.options.fetch,
        maxBytes: kind === "chapters" ? CHAPTERS_MAX_BYTES : TRANSCRIPT_MAX_BYTES,
      });
      if (!response.ok) throw new Error(`its server answered ${response.status}`);
      const type = file.type ?? response.headers.get("content-type");
      // An HTML transcript may use any HTML entity (&eacute;); the parser knows XML's and a few more.
      const html = kind === "transcript" && transcriptFormat(response.body, type) === "html";
      const body = html ? withNamedEntitiesAsCharacters(response.body) : response.body;
      const content = kind === "chapters" ? parseChapters(body) : parseTranscript(body, type);
      const row: TimedTextRow = {
        episodeId,
        kind,
        origin: "feed",
        sourceUrl: file.url,
        content,
        fetchedAt: new Date(this.now()),
      };
      await storeTimedText(db, row);
      this.rows.set(keyOf(row), row);
      this.failedAt.delete(file.url);
      this.generation += 1;
    } catch (error) {
      if (this.abort.signal.aborted) return;
      this.failedAt.set(file.url, this.now());
      log.warn(
        { episodeId, kind, err: { message: causeText(error) } },
        "episode timed text: the feed's file could not be read; keeping the last good copy",
      );
    }
  }

  private async drop(row: TimedTextRow): Promise<void> {
    await deleteTimedText(this.options.db, row);
    this.rows.delete(keyOf(row));
    this.generation += 1;
  }
}

function keyOf(row: { episodeId: string; kind: TimedTextKind; origin: TimedTextOrigin }): string {
  return `${row.origin}:${row.kind}:${row.episodeId}`;
}

/** The feed's transcript file in the most useful format it offers. */
export function preferredTranscript(files: TranscriptFile[]): TranscriptFile | null {
  const rank = (file: TranscriptFile) => {
    const type = file.type?.split(";")[0]?.trim().toLowerCase() ?? "";
    const index = TRANSCRIPT_PREFERENCE.indexOf(type);
    return index === -1 ? TRANSCRIPT_PREFERENCE.length : index;
  };
  return [...files].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Runs the tasks, at most `limit` at a time. */
async function inParallel(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
