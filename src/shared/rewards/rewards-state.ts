import {
  achievementCatalogue,
  POINTS_PER_LEVEL,
  type AchievementCounter,
  type AchievementDefinition,
} from "#shared/achievements.ts";

/**
 * SPEC §3 and §4 rewards, as plain functions: what each stat event does to a visitor's state,
 * which achievements it unlocks, and the level that follows. No React, no storage; the browser's
 * rewards provider keeps the state and saves it.
 */

/** SPEC §3 User stats (browser-local). */
export type UserStats = {
  totalPoints: number;
  episodesListened: number;
  newsletterSignups: number;
  donationsMade: number;
  /** Distinct paths, in the order first visited. */
  pagesVisited: string[];
  timeSpentMinutes: number;
  socialShares: number;
  level: number;
  achievementsUnlocked: string[];
};

/** SPEC §3 Achievement: the catalogue entry with this visitor's progress. */
export type Achievement = AchievementDefinition & {
  unlocked: boolean;
  /** The counter, capped at the goal. */
  progress: number;
  /** ISO time of the unlock; null while locked. */
  unlockedAt: string | null;
};

/** SPEC §3 Rewards state. */
export type RewardsState = {
  userStats: UserStats;
  achievements: Achievement[];
  /** Unlocked since the notification was last dismissed, oldest first. */
  recentRewards: Achievement[];
  showRewardNotification: boolean;
  currentLevel: number;
  pointsToNextLevel: number;
};

/** SPEC §4 Stat events, plus the share's points award (SPEC §7: 25 points on share). */
export type StatEvent =
  | { type: "episode-listened" }
  | { type: "newsletter-signup" }
  | { type: "donation-made" }
  | { type: "page-visited"; path: string }
  | { type: "time-spent"; minutes: number }
  | { type: "social-share" }
  | { type: "points-awarded"; points: number };

/** SPEC §9: points a share earns on top of the share counter. */
export const SHARE_POINTS = 25;

/** SPEC §4 Levels: level = floor(points / 100) + 1. */
export function levelFor(points: number): number {
  return Math.floor(points / POINTS_PER_LEVEL) + 1;
}

/** SPEC §4 Levels: points to next level = level * 100 - points. */
export function pointsToNextLevel(points: number): number {
  return levelFor(points) * POINTS_PER_LEVEL - points;
}

/** SPEC §4: the level progress bar's fill, in percent. */
export function levelProgressPercent(points: number): number {
  return 100 - pointsToNextLevel(points);
}

export function initialRewardsState(): RewardsState {
  const userStats: UserStats = {
    totalPoints: 0,
    episodesListened: 0,
    newsletterSignups: 0,
    donationsMade: 0,
    pagesVisited: [],
    timeSpentMinutes: 0,
    socialShares: 0,
    level: 1,
    achievementsUnlocked: [],
  };
  return withLevel({
    userStats,
    achievements: achievementCatalogue.map((definition) => ({
      ...definition,
      unlocked: false,
      progress: 0,
      unlockedAt: null,
    })),
    recentRewards: [],
    showRewardNotification: false,
    currentLevel: 1,
    pointsToNextLevel: POINTS_PER_LEVEL,
  });
}

export type StatEventResult = {
  state: RewardsState;
  /** Achievements this event unlocked, in catalogue order. */
  unlocked: Achievement[];
  /** Set when the event raised the level (SPEC §4: a celebration follows). */
  levelUp: { from: number; to: number } | null;
};

function counterValue(stats: UserStats, counter: AchievementCounter): number {
  return counter === "pagesVisited" ? stats.pagesVisited.length : stats[counter];
}

/** The most a saved counter may hold: counters stop there, so what is saved always reads back. */
const MAX_COUNT = 1e9;

const plus = (count: number, added: number) => Math.min(MAX_COUNT, count + Math.max(0, Math.floor(added)));

function statsAfter(stats: UserStats, event: StatEvent): UserStats {
  switch (event.type) {
    case "episode-listened":
      return { ...stats, episodesListened: plus(stats.episodesListened, 1) };
    case "newsletter-signup":
      return { ...stats, newsletterSignups: plus(stats.newsletterSignups, 1) };
    case "donation-made":
      return { ...stats, donationsMade: plus(stats.donationsMade, 1) };
    case "page-visited":
      return stats.pagesVisited.includes(event.path)
        ? stats
        : { ...stats, pagesVisited: [...stats.pagesVisited, event.path] };
    case "time-spent":
      return { ...stats, timeSpentMinutes: plus(stats.timeSpentMinutes, event.minutes) };
    case "social-share":
      return { ...stats, socialShares: plus(stats.socialShares, 1) };
    case "points-awarded":
      return { ...stats, totalPoints: plus(stats.totalPoints, event.points) };
  }
}

function withLevel(state: RewardsState): RewardsState {
  const points = state.userStats.totalPoints;
  const level = levelFor(points);
  return {
    ...state,
    userStats: { ...state.userStats, level },
    currentLevel: level,
    pointsToNextLevel: pointsToNextLevel(points),
  };
}

/**
 * SPEC §4 Achievement: progress is the counter capped at the goal; reaching the goal unlocks,
 * adds the points, records the time and queues the notification. Unlocked never re-locks.
 */
export function applyStatEvent(
  state: RewardsState,
  event: StatEvent,
  now: Date = new Date(),
): StatEventResult {
  let userStats = statsAfter(state.userStats, event);
  if (userStats === state.userStats) return { state, unlocked: [], levelUp: null };

  const unlocked: Achievement[] = [];
  const achievements = state.achievements.map((achievement) => {
    const counter = counterValue(userStats, achievement.counter);
    const progress = Math.min(counter, achievement.maxProgress);
    if (achievement.unlocked) return achievement;
    if (counter < achievement.maxProgress)
      return progress === achievement.progress ? achievement : { ...achievement, progress };
    const done = { ...achievement, progress, unlocked: true, unlockedAt: now.toISOString() };
    unlocked.push(done);
    return done;
  });

  if (unlocked.length > 0) {
    userStats = {
      ...userStats,
      totalPoints: plus(
        userStats.totalPoints,
        unlocked.reduce((sum, a) => sum + a.points, 0),
      ),
      achievementsUnlocked: [...userStats.achievementsUnlocked, ...unlocked.map((a) => a.id)],
    };
  }
  const next = withLevel({
    ...state,
    userStats,
    achievements,
    recentRewards: unlocked.length > 0 ? [...state.recentRewards, ...unlocked] : state.recentRewards,
    showRewardNotification: state.showRewardNotification || unlocked.length > 0,
  });
  const levelUp =
    next.currentLevel > state.currentLevel ? { from: state.currentLevel, to: next.currentLevel } : null;
  return { state: next, unlocked, levelUp };
}

/** SPEC §4: dismissing hides the notification and clears the recent rewards. */
export function dismissRewardNotification(state: RewardsState): RewardsState {
  return { ...state, showRewardNotification: false, recentRewards: [] };
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

type SavedAchievement = { id: string; unlocked: boolean; unlockedAt: string | null };

/**
 * Checks the saved shape by hand rather than with a schema library: the rewards provider runs on
 * every page, so its code counts against the first-load budget.
 */
function savedStats(value: unknown): Omit<UserStats, "level"> | null {
  if (!isRecord(value)) return null;
  const counters = [
    "totalPoints",
    "episodesListened",
    "newsletterSignups",
    "donationsMade",
    "timeSpentMinutes",
    "socialShares",
  ] as const;
  if (!counters.every((key) => isCount(value[key]))) return null;
  const { pagesVisited, achievementsUnlocked } = value;
  const isStringList = (list: unknown): list is string[] =>
    Array.isArray(list) && list.length <= 10_000 && list.every((item) => typeof item === "string");
  if (!isStringList(pagesVisited) || !isStringList(achievementsUnlocked)) return null;
  const counter = (key: (typeof counters)[number]) => value[key] as number;
  return {
    totalPoints: counter("totalPoints"),
    episodesListened: counter("episodesListened"),
    newsletterSignups: counter("newsletterSignups"),
    donationsMade: counter("donationsMade"),
    pagesVisited: [...new Set(pagesVisited)],
    timeSpentMinutes: counter("timeSpentMinutes"),
    socialShares: counter("socialShares"),
    achievementsUnlocked,
  };
}

function savedAchievements(value: unknown): SavedAchievement[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (item) =>
      isRecord(item) &&
      typeof item.id === "string" &&
      typeof item.unlocked === "boolean" &&
      (item.unlockedAt === undefined || item.unlockedAt === null || typeof item.unlockedAt === "string"),
  );
  return valid ? (value as SavedAchievement[]) : null;
}

/** A saved unlock time the page can show, or null: an unreadable one keeps the unlock, not the time. */
function readableTime(value: string | null | undefined): string | null {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * What is kept in local storage (SPEC §3 Rewards state): the stats, which achievements are
 * unlocked, and the rewards still waiting in the notification, by id; not the catalogue.
 */
export function serializeRewards(state: RewardsState): string {
  return JSON.stringify({
    userStats: state.userStats,
    achievements: state.achievements.map(({ id, unlocked, unlockedAt }) => ({ id, unlocked, unlockedAt })),
    recentRewards: state.recentRewards.map(({ id }) => id),
    showRewardNotification: state.showRewardNotification,
  });
}

/** The saved notification's rewards that are unlocked achievements, in their saved order. */
function savedRecentRewards(value: unknown, achievements: Achievement[]): Achievement[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value)].flatMap(
    (id) => achievements.find((achievement) => achievement.unlocked && achievement.id === id) ?? [],
  );
}

/**
 * SPEC §4 Load state. Saved state from an older or newer version, or a corrupt value, answers
 * null (the caller logs it and starts afresh). Progress is recomputed from the saved counters,
 * so a catalogue change never shows a stale number; unlocks are kept (never re-lock).
 */
export function parseSavedRewards(json: string): RewardsState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const stats = savedStats(parsed.userStats);
  const achievements = savedAchievements(parsed.achievements);
  if (!stats || !achievements) return null;
  const unlockedAt = new Map(
    achievements.filter((a) => a.unlocked).map((a) => [a.id, readableTime(a.unlockedAt)]),
  );
  const userStats: UserStats = { ...stats, level: 1 };
  const initial = initialRewardsState();
  const restored = initial.achievements.map((achievement) => {
    const progress = Math.min(counterValue(userStats, achievement.counter), achievement.maxProgress);
    const unlocked = unlockedAt.has(achievement.id);
    return {
      ...achievement,
      progress: unlocked ? achievement.maxProgress : progress,
      unlocked,
      unlockedAt: unlockedAt.get(achievement.id) ?? null,
    };
  });
  const recentRewards = savedRecentRewards(parsed.recentRewards, restored);
  return withLevel({
    ...initial,
    userStats,
    achievements: restored,
    recentRewards,
    showRewardNotification: parsed.showRewardNotification === true && recentRewards.length > 0,
  });
}
