/** SPEC §3: the browser storage key of the listening history. */
export const HISTORY_STORAGE_KEY = "podcastHistory";
/** SPEC §9: history capped at 20 entries. */
const HISTORY_LIMIT = 20;

const DAY_MS = 86_400_000;

/** How far the visitor got in an episode played on the site: where to resume, and whether it was finished. */
export type ListeningProgress = {
  positionSeconds: number;
  durationSeconds: number | null;
  finished: boolean;
};

/** SPEC §3 Listening-history entry, with the progress of an episode played on the site. */
export type HistoryEntry = {
  id: string;
  name: string;
  thumbnail: string | null;
  /** ISO 8601 date-time. */
  listenedAt: string;
  category: string;
  progress?: ListeningProgress;
};
export type NewListen = Omit<HistoryEntry, "listenedAt" | "progress">;

/** An episode counts as finished once played to within this of its end (the outro, a last ad). */
export const FINISHED_WITHIN_SECONDS = 30;
/** Less than this in, the episode starts from the beginning rather than offering to resume. */
export const RESUME_FROM_SECONDS = 10;

/**
 * The history after a listen: the episode at the top with time `now`. Replaying an episode already
 * in the history moves it to the top with the new time (SPEC §4), so an id appears at most once.
 * The oldest entries beyond HISTORY_LIMIT drop off (SPEC §9).
 */
export function recordListen(history: readonly HistoryEntry[], entry: NewListen, now: Date): HistoryEntry[] {
  const progress = history.find((existing) => existing.id === entry.id)?.progress;
  // A replay keeps how far the visitor had got, so the player can offer to resume.
  const listened: HistoryEntry = {
    ...entry,
    listenedAt: now.toISOString(),
    ...(progress ? { progress } : {}),
  };
  const others = history.filter((existing) => existing.id !== entry.id);
  return [listened, ...others].slice(0, HISTORY_LIMIT);
}

/**
 * The history with an episode's place in it noted (the player does so every few seconds and when the
 * page is left). Only an episode in the history has one: its play put it there. The entry keeps its
 * place in the list and its time; once it has been played to the end it stays finished.
 */
export function recordProgress(
  history: readonly HistoryEntry[],
  id: string,
  {
    positionSeconds,
    durationSeconds,
    ended = false,
  }: { positionSeconds: number; durationSeconds: number | null; ended?: boolean },
): HistoryEntry[] {
  if (!history.some((entry) => entry.id === id) || !Number.isFinite(positionSeconds)) return [...history];
  const duration =
    durationSeconds !== null && Number.isFinite(durationSeconds) && durationSeconds > 0
      ? durationSeconds
      : null;
  const position = Math.max(0, duration === null ? positionSeconds : Math.min(positionSeconds, duration));
  const reachedTheEnd = ended || (duration !== null && duration - position <= FINISHED_WITHIN_SECONDS);
  return history.map((entry) =>
    entry.id === id
      ? {
          ...entry,
          progress: {
            positionSeconds: Math.round(position * 10) / 10,
            durationSeconds: duration,
            finished: reachedTheEnd || entry.progress?.finished === true,
          },
        }
      : entry,
  );
}

/** Where a new play of the episode picks up: its last place, unless it was barely begun or was finished. */
export function resumePosition(entry: Pick<HistoryEntry, "progress"> | undefined): number | null {
  const progress = entry?.progress;
  if (!progress || progress.positionSeconds < RESUME_FROM_SECONDS) return null;
  if (
    progress.durationSeconds !== null &&
    progress.durationSeconds - progress.positionSeconds <= FINISHED_WITHIN_SECONDS
  )
    return null;
  return progress.positionSeconds;
}

export function removeFromHistory(history: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return history.filter((entry) => entry.id !== id);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const textOf = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : null;

/**
 * One stored entry, checked by hand rather than with zod: this runs in the browser on every page
 * and a schema library would weigh more than the whole history feature.
 */
function readHistoryEntry(candidate: unknown): HistoryEntry | null {
  if (typeof candidate !== "object" || candidate === null) return null;
  const c = candidate as Record<string, unknown>;
  const id = textOf(c.id, 200);
  const name = textOf(c.name, 500);
  const category = textOf(c.category, 100);
  const listenedAt =
    typeof c.listenedAt === "string" &&
    ISO_DATE_TIME.test(c.listenedAt) &&
    !Number.isNaN(Date.parse(c.listenedAt))
      ? c.listenedAt
      : null;
  // Older stored entries may lack a thumbnail; the card then shows its placeholder (SPEC §2).
  const thumbnail =
    c.thumbnail === undefined || c.thumbnail === null
      ? null
      : typeof c.thumbnail === "string"
        ? c.thumbnail
        : undefined;
  if (!id || !name || !category || !listenedAt || thumbnail === undefined) return null;
  const progress = readProgress(c.progress);
  return { id, name, thumbnail, listenedAt, category, ...(progress ? { progress } : {}) };
}

const isSeconds = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** An entry's progress, or none when what is stored is not one (an older version's entry has none). */
function readProgress(candidate: unknown): ListeningProgress | null {
  if (typeof candidate !== "object" || candidate === null) return null;
  const c = candidate as Record<string, unknown>;
  if (!isSeconds(c.positionSeconds) || !(c.durationSeconds === null || isSeconds(c.durationSeconds)))
    return null;
  return {
    positionSeconds: c.positionSeconds,
    durationSeconds: c.durationSeconds,
    finished: c.finished === true,
  };
}

/**
 * The history read from browser storage. Storage is written by older versions and can be edited
 * by hand, so anything unreadable is dropped instead of failing the page: invalid JSON or a
 * non-list gives [], invalid entries are skipped, and a repeated id keeps only its first entry.
 */
export function parseStoredHistory(json: string | null): HistoryEntry[] {
  if (json === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];

  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  for (const candidate of stored) {
    const entry = readHistoryEntry(candidate);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return entries;
}

function newestFirst(history: readonly HistoryEntry[]): HistoryEntry[] {
  return [...history].sort((a, b) => Date.parse(b.listenedAt) - Date.parse(a.listenedAt));
}

/**
 * SPEC §9: "Streak: counts consecutive history entries whose age in whole days does not exceed the
 * running count, starting at 0."
 *
 * Read literally: walk the entries newest first with streak = 0; an entry whose age in whole days
 * (floor of elapsed time / 24 h) is at most the current streak adds 1; the first that is older stops
 * the count. So the newest entry must be under a day old, the next under two days, and so on. It
 * counts entries, not calendar days: three listens today give a streak of 3.
 */
export function streakDays(history: readonly HistoryEntry[], now: Date): number {
  let streak = 0;
  for (const entry of newestFirst(history)) {
    const ageDays = Math.floor((now.getTime() - Date.parse(entry.listenedAt)) / DAY_MS);
    if (Number.isNaN(ageDays) || ageDays > streak) break;
    streak++;
  }
  return streak;
}

export type CategoryShare = { category: string; count: number; percent: number };

export type HistoryStats = {
  total: number;
  streakDays: number;
  favouriteCategory: string | null;
  breakdown: CategoryShare[];
};

/**
 * SPEC §2 History tab stats. The breakdown is sorted by count, highest first; a tie keeps the
 * category listened to most recently first, so the favourite (the highest count) is deterministic.
 * Percentages are whole numbers of the total and may not add up to exactly 100.
 */
export function historyStats(history: readonly HistoryEntry[], now: Date): HistoryStats {
  const counts = new Map<string, number>();
  for (const entry of newestFirst(history)) {
    counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  }
  const total = history.length;
  const breakdown = [...counts]
    .map(([category, count]) => ({ category, count, percent: Math.round((count / total) * 100) }))
    .sort((a, b) => b.count - a.count);

  return {
    total,
    streakDays: streakDays(history, now),
    favouriteCategory: breakdown[0]?.category ?? null,
    breakdown,
  };
}
