import { causeText } from "#server/providers/http/upstream-fetch.ts";
import {
  fetchPlaylistVideos,
  fetchUploadsPlaylistId,
  isDailyQuotaError,
  YouTubeApiError,
  type YouTubeSettings,
  type YouTubeVideo,
} from "./youtube-enrichment.ts";

/**
 * When the YouTube enrichment asks YouTube, and what it keeps (docs/decisions/015-youtube-quota.md).
 *
 * Quota, against YouTube's default 10,000 units a day: the uploads playlist is read at most once
 * an hour, 1 unit per page of 50 uploads, so a channel of up to 50 videos costs 24 units a day and
 * the page cap (10 pages, 500 videos) bounds it at 240. The channel's uploads playlist id
 * (channels.list, 1 unit) is asked once and kept in the database. The episode catalog still
 * refreshes every 5 minutes; between YouTube refreshes it matches against the stored list.
 */

/** A new episode's video reaches the site within the hour; see the quota count above. */
export const YOUTUBE_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/** 500 newest uploads. Older episodes' videos past that are not matched (a warning says so). */
export const YOUTUBE_MAX_PAGES = 10;
/** After a failure other than a spent daily quota: 5, 10, 20, 40 minutes, then hourly. */
const FIRST_RETRY_MS = 5 * 60 * 1000;
/** Asked again a little after midnight Pacific, so a clock a little fast does not find the quota still spent. */
const QUOTA_RESET_MARGIN_MS = 5 * 60 * 1000;

export type { YouTubeVideo };

export type StoredYouTubeVideos = {
  uploadsPlaylistId: string | null;
  videos: YouTubeVideo[];
  fetchedAt: Date | null;
  failures: number;
  /** YouTube is not asked before this (the next hourly refresh, or the end of a back-off). */
  nextAttemptAt: Date | null;
};

/** Where the last good list and the schedule are kept (the database: youtube-video-repository.ts). */
export type YouTubeVideoStore = {
  load(): Promise<StoredYouTubeVideos | null>;
  saveVideos(stored: {
    uploadsPlaylistId: string;
    videos: YouTubeVideo[];
    fetchedAt: Date;
    nextAttemptAt: Date;
  }): Promise<void>;
  saveFailure(failure: {
    uploadsPlaylistId: string | null;
    failures: number;
    nextAttemptAt: Date;
  }): Promise<void>;
};

export type YouTubeVideoList = {
  /** The channel's videos: the stored list, refreshed first when due. Never throws. */
  videos(signal: AbortSignal): Promise<YouTubeVideo[]>;
};

export type YouTubeVideoListOptions = {
  settings: YouTubeSettings;
  store: YouTubeVideoStore;
  apiBase: string;
  fetch?: typeof fetch;
  now?: () => number;
  refreshIntervalMs?: number;
  maxPages?: number;
  /** Failures and truncation; never holds the API key. */
  onWarning?: (message: string) => void;
};

const pacificClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Pacific wall-clock time at `time`, as if it were UTC, minus `time` (whole seconds). */
function pacificOffsetMs(time: number): number {
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = pacificClock.formatToParts(time);
  const wall = Date.UTC(
    part("year", parts),
    part("month", parts) - 1,
    part("day", parts),
    part("hour", parts),
    part("minute", parts),
    part("second", parts),
  );
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/** The next midnight in America/Los_Angeles after `now`, when YouTube quotas reset (daylight saving included). */
export function nextPacificMidnight(now: number): number {
  const wallNow = new Date(now + pacificOffsetMs(now));
  const wallMidnight = Date.UTC(wallNow.getUTCFullYear(), wallNow.getUTCMonth(), wallNow.getUTCDate() + 1);
  // Clocks change at 2 a.m., so the offset at midnight is the one found at the first guess.
  const guess = wallMidnight - pacificOffsetMs(now);
  return wallMidnight - pacificOffsetMs(guess);
}

/**
 * When YouTube may be asked again after the `failures`-th failure in a row: after a spent daily
 * quota, once it resets; after anything else (rateLimitExceeded, a 500, a timeout, a bad answer),
 * exponentially later, never later than the next hourly refresh would be.
 */
export function nextAttemptAfterFailure(
  error: unknown,
  failures: number,
  now: number,
  refreshIntervalMs = YOUTUBE_REFRESH_INTERVAL_MS,
): number {
  if (isDailyQuotaError(error)) return nextPacificMidnight(now) + QUOTA_RESET_MARGIN_MS;
  const delay = FIRST_RETRY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 20);
  return now + Math.min(delay, Math.max(refreshIntervalMs, FIRST_RETRY_MS));
}

/** AbortSignal.timeout's reason (also through AbortSignal.any), as opposed to an abort on shutdown. */
function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === "TimeoutError";
}

const noneStored: StoredYouTubeVideos = {
  uploadsPlaylistId: null,
  videos: [],
  fetchedAt: null,
  failures: 0,
  nextAttemptAt: null,
};

/**
 * The channel's videos for the Spotify source. The stored row is read on every episode refresh
 * (one small query), so a restart or a second instance follows the same schedule and never asks
 * YouTube sooner than it should.
 */
export function createYouTubeVideoList(options: YouTubeVideoListOptions): YouTubeVideoList {
  const now = options.now ?? Date.now;
  const interval = options.refreshIntervalMs ?? YOUTUBE_REFRESH_INTERVAL_MS;
  const maxPages = options.maxPages ?? YOUTUBE_MAX_PAGES;
  const warn = options.onWarning ?? (() => {});
  const { settings, store } = options;
  // The last state seen, for when the database cannot be read.
  let known = noneStored;

  async function refresh(stored: StoredYouTubeVideos, signal: AbortSignal): Promise<StoredYouTubeVideos> {
    const deps = { apiBase: options.apiBase, signal, fetch: options.fetch };
    let uploadsPlaylistId = stored.uploadsPlaylistId;
    try {
      uploadsPlaylistId ??= await fetchUploadsPlaylistId(settings, deps);
      const answer = await fetchPlaylistVideos(uploadsPlaylistId, settings, { ...deps, maxPages });
      if (!answer.complete) {
        warn(
          `YouTube uploads playlist has more than ${maxPages} pages; episodes are matched against its newest ${answer.videos.length} videos`,
        );
      }
      let videos = answer.videos;
      if (videos.length === 0 && stored.videos.length > 0) {
        warn("YouTube uploads playlist answered no videos; the videos found last time are kept");
        videos = stored.videos;
      }
      const fetchedAt = new Date(now());
      const next = {
        uploadsPlaylistId,
        videos,
        fetchedAt,
        nextAttemptAt: new Date(fetchedAt.getTime() + interval),
      };
      await saveQuietly(() => store.saveVideos(next));
      return { ...next, failures: 0 };
    } catch (error) {
      // Shutdown is not YouTube's failure: no back-off. A YouTube still silent when the episode
      // fetch times out is, like any other failure.
      if (signal.aborted && !isTimeout(signal.reason)) return { ...stored, uploadsPlaylistId };
      // A playlist that went away: ask the channel again next time.
      if (error instanceof YouTubeApiError && error.reason === "playlistNotFound") uploadsPlaylistId = null;
      const failures = stored.failures + 1;
      const nextAttemptAt = new Date(nextAttemptAfterFailure(error, failures, now(), interval));
      await saveQuietly(() => store.saveFailure({ uploadsPlaylistId, failures, nextAttemptAt }));
      const kept =
        stored.videos.length > 0
          ? "the videos found last time are kept"
          : "episodes have no YouTube links for now";
      warn(
        `YouTube enrichment failed (${(error as Error).message}); ${kept}; YouTube is asked again after ${nextAttemptAt.toISOString()}`,
      );
      return { ...stored, uploadsPlaylistId, failures, nextAttemptAt };
    }
  }

  async function saveQuietly(save: () => Promise<void>): Promise<void> {
    try {
      await save();
    } catch (error) {
      warn(`YouTube videos could not be stored (${causeText(error)})`);
    }
  }

  return {
    async videos(signal) {
      let stored: StoredYouTubeVideos;
      try {
        stored = (await store.load()) ?? noneStored;
      } catch (error) {
        // Without the schedule, YouTube is not asked: an unreadable database must not spend quota.
        warn(
          `YouTube videos could not be read from the database (${causeText(error)}); the last list read is used`,
        );
        return known.videos;
      }
      known = stored;
      if (stored.nextAttemptAt === null || now() >= stored.nextAttemptAt.getTime()) {
        known = await refresh(stored, signal);
      }
      return known.videos;
    },
  };
}
