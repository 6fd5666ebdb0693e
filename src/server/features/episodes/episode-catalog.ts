import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "#server/db/client.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { episodeSchema, type Episode } from "#shared/episodes/episode-schema.ts";
import { parseEpisodeDescription, type DescriptionHighlights } from "#shared/episodes/description-parser.ts";
import { withSourceLinksOnly } from "#shared/episodes/source-links.ts";
import { loadStoredCatalog, storeCatalog } from "./episode-repository.ts";
import { withNamedEntitiesAsCharacters } from "./named-entities.ts";

/** DESIGN data flow: refreshed in the background at most every 5 minutes. */
const CATALOG_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * While the site has no episodes at all (a first start whose upstream did not answer), a failed
 * refresh is tried again this soon, then twice as late each time, up to the refresh interval.
 */
const FIRST_RETRY_MS = 10_000;
/** An upstream slower than this is abandoned; the last good copy keeps serving. */
const CATALOG_FETCH_TIMEOUT_MS = 15_000;

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

export type EpisodeCatalogOptions = {
  db: AppDb;
  source: EpisodeSource;
  log: Log;
  refreshIntervalMs?: number;
  fetchTimeoutMs?: number;
  firstRetryMs?: number;
  /** Told the episodes each time the list is replaced (the feed's transcripts and chapters follow it). */
  onReplaced?: (episodes: Episode[]) => void;
};

/** Newest first by release date; episodes without a readable date go last, in source order. */
function newestFirst(episodes: Episode[]): Episode[] {
  const time = (e: Episode) => {
    const t = Date.parse(e.releaseDate);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...episodes].sort((a, b) => time(b) - time(a));
}

/**
 * The episode list the site serves. Requests read it from memory; a background refresh replaces
 * it only with a good upstream answer, which is also kept in the database so a restart (or another
 * instance) starts from the last good copy. A slow, failing or garbled upstream is logged, never
 * shown, and never slows a request.
 */
export class EpisodeCatalog {
  private episodes: Episode[] = [];
  private byId = new Map<string, Episode>();
  private highlightsById = new Map<string, DescriptionHighlights>();
  private inFlight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retry: { timer: NodeJS.Timeout; delayMs: number } | null = null;
  private abort = new AbortController();
  private readonly refreshIntervalMs: number;
  private readonly fetchTimeoutMs: number;

  constructor(private readonly options: EpisodeCatalogOptions) {
    this.refreshIntervalMs = options.refreshIntervalMs ?? CATALOG_REFRESH_INTERVAL_MS;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? CATALOG_FETCH_TIMEOUT_MS;
  }

  /** Loads the last good copy, then refreshes in the background on a timer. */
  async start(): Promise<void> {
    const stored = await loadStoredCatalog(this.options.db, this.options.source.key);
    // A copy stored by an older version has not had its links checked.
    if (stored) this.replace(stored.episodes.map((episode) => this.checked(episode)));
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.refreshIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry.timer);
    this.timer = null;
    this.retry = null;
    this.abort.abort();
  }

  /** The episodes, newest first (SPEC §7: the first item is the latest). */
  list(): Episode[] {
    return this.episodes;
  }

  find(id: string): Episode | undefined {
    return this.byId.get(id);
  }

  /**
   * The takeaways and chapters of an episode's description (SPEC §9), worked out once when the
   * list is replaced: the episode page asks for them on every request.
   */
  highlights(id: string): DescriptionHighlights {
    return this.highlightsById.get(id) ?? { takeaways: [], chapters: [] };
  }

  /** Fetches the upstream once (joining a fetch already under way). Never throws. */
  refresh(): Promise<void> {
    this.inFlight ??= this.fetchAndKeep().finally(() => {
      this.inFlight = null;
      this.retryWhileEmpty();
    });
    return this.inFlight;
  }

  /** A site without a single episode does not wait the whole interval for its next try. */
  private retryWhileEmpty() {
    if (this.abort.signal.aborted) return;
    const previous = this.retry;
    if (previous) clearTimeout(previous.timer);
    this.retry = null;
    if (this.episodes.length > 0) return;
    const delayMs = previous
      ? Math.min(previous.delayMs * 2, this.refreshIntervalMs)
      : (this.options.firstRetryMs ?? FIRST_RETRY_MS);
    const timer = setTimeout(() => void this.refresh(), delayMs);
    timer.unref();
    this.retry = { timer, delayMs };
  }

  private async fetchAndKeep(): Promise<void> {
    const { source, log, db } = this.options;
    const started = Date.now();
    try {
      const signal = AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.fetchTimeoutMs)]);
      const raw = await source.fetchEpisodes(signal);
      if (!Array.isArray(raw)) throw new Error("the source did not answer a list");
      const valid = raw.flatMap((item) => {
        const parsed = episodeSchema.safeParse(item);
        return parsed.success ? [this.checked(parsed.data)] : [];
      });
      if (valid.length < raw.length) {
        log.warn(
          { source: source.key, dropped: raw.length - valid.length },
          "episode source sent invalid episodes; they were left out",
        );
      }
      if (valid.length === 0) {
        log.warn({ source: source.key }, "episode source answered no episodes; keeping the last good copy");
        return;
      }
      const episodes = newestFirst(dedupeById(valid));
      await storeCatalog(db, source.key, episodes, new Date());
      this.replace(episodes);
      log.info(
        { source: source.key, episodes: episodes.length, ms: Date.now() - started },
        "episode catalog refreshed",
      );
    } catch (err) {
      if (this.abort.signal.aborted) return;
      log.warn(
        { source: source.key, err: { message: (err as Error).message } },
        "episode source failed; keeping the last good copy",
      );
    }
  }

  /** What every episode goes through before the site keeps it, whatever its source. */
  private checked(episode: Episode): Episode {
    const links = withSourceLinksOnly(episode, { plainHttp: this.options.source.plainHttp === true });
    return { ...links, description: withNamedEntitiesAsCharacters(episode.description) };
  }

  private replace(episodes: Episode[]) {
    this.episodes = episodes;
    this.byId = new Map(episodes.map((e) => [e.id, e]));
    this.highlightsById = new Map(episodes.map((e) => [e.id, parseEpisodeDescription(e.description)]));
    this.options.onReplaced?.(episodes);
  }
}

function dedupeById(episodes: Episode[]): Episode[] {
  const seen = new Set<string>();
  return episodes.filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}
