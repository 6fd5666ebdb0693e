import { describe, expect, test } from "vitest";
import {
  applyStatEvent,
  dismissRewardNotification,
  initialRewardsState,
  levelFor,
  levelProgressPercent,
  parseSavedRewards,
  pointsToNextLevel,
  serializeRewards,
  type RewardsState,
  type StatEvent,
} from "./rewards-state.ts";

const now = new Date("2026-11-22T12:00:00Z");

function run(events: StatEvent[], state: RewardsState = initialRewardsState()): RewardsState {
  return events.reduce((current, event) => applyStatEvent(current, event, now).state, state);
}
const repeat = (event: StatEvent, times: number) => Array.from({ length: times }, () => event);
const achievement = (state: RewardsState, id: string) => state.achievements.find((a) => a.id === id)!;

describe("levels (SPEC §4 Levels)", () => {
  test.each([
    [0, 1, 100, 0],
    [99, 1, 1, 99],
    [100, 2, 100, 0],
    [250, 3, 50, 50],
  ])("%i points: level %i, %i to the next, bar at %i%%", (points, level, toNext, percent) => {
    expect(levelFor(points)).toBe(level);
    expect(pointsToNextLevel(points)).toBe(toNext);
    expect(levelProgressPercent(points)).toBe(percent);
  });
});

describe("stat events and achievements (SPEC §4)", () => {
  test("a fresh visitor has 11 locked achievements at level 1", () => {
    const state = initialRewardsState();
    expect(state.achievements).toHaveLength(11);
    expect(state.achievements.every((a) => !a.unlocked && a.progress === 0 && a.unlockedAt === null)).toBe(true);
    expect(state).toMatchObject({ currentLevel: 1, pointsToNextLevel: 100, showRewardNotification: false, recentRewards: [] });
  });

  test("the first episode unlocks First Step: +10 points, unlock time, notification queued", () => {
    const { state, unlocked, levelUp } = applyStatEvent(initialRewardsState(), { type: "episode-listened" }, now);
    expect(unlocked.map((a) => a.id)).toEqual(["first_listen"]);
    expect(achievement(state, "first_listen")).toMatchObject({ unlocked: true, progress: 1, unlockedAt: now.toISOString() });
    expect(achievement(state, "episode_explorer")).toMatchObject({ unlocked: false, progress: 1 });
    expect(state.userStats).toMatchObject({ episodesListened: 1, totalPoints: 10, achievementsUnlocked: ["first_listen"] });
    expect(state.showRewardNotification).toBe(true);
    expect(state.recentRewards.map((a) => a.id)).toEqual(["first_listen"]);
    expect(levelUp).toBeNull();
  });

  test("progress is capped at the goal and an unlocked achievement is never unlocked twice", () => {
    const state = run(repeat({ type: "episode-listened" }, 20));
    expect(achievement(state, "episode_explorer")).toMatchObject({ unlocked: true, progress: 5 });
    expect(achievement(state, "podcast_devotee")).toMatchObject({ unlocked: true, progress: 15 });
    expect(state.userStats.totalPoints).toBe(10 + 50 + 150);
    expect(state.userStats.achievementsUnlocked).toEqual(["first_listen", "episode_explorer", "podcast_devotee"]);
  });

  test("content_promoter unlocks at 3 shares like the other share achievements (the spec's defect is not copied)", () => {
    const state = run(repeat({ type: "social-share" }, 3));
    expect(achievement(state, "social_sharer").unlocked).toBe(true);
    expect(achievement(state, "content_promoter")).toMatchObject({ unlocked: true, progress: 3 });
    expect(achievement(state, "brand_ambassador")).toMatchObject({ unlocked: false, progress: 3 });
  });

  test("pages count once each; minutes add whole minutes only", () => {
    const state = run([
      ...["/home", "/home", "/episodes", "/blog", "/about"].map((path) => ({ type: "page-visited", path }) as const),
      { type: "time-spent", minutes: 29.9 },
    ]);
    expect(state.userStats.pagesVisited).toEqual(["/home", "/episodes", "/blog", "/about"]);
    expect(achievement(state, "site_explorer")).toMatchObject({ progress: 4, unlocked: false });
    expect(achievement(state, "deep_diver").progress).toBe(29);
    const later = run([{ type: "page-visited", path: "/support" }, { type: "time-spent", minutes: 1 }], state);
    expect(achievement(later, "site_explorer").unlocked).toBe(true);
    expect(achievement(later, "deep_diver").unlocked).toBe(true);
  });

  test("a repeated page visit changes nothing at all", () => {
    const state = run([{ type: "page-visited", path: "/home" }]);
    expect(applyStatEvent(state, { type: "page-visited", path: "/home" }, now).state).toBe(state);
  });

  test("donations and newsletter sign-ups unlock the supporter achievements", () => {
    const state = run([{ type: "newsletter-signup" }, ...repeat({ type: "donation-made" }, 3)]);
    expect(["newsletter_subscriber", "first_supporter", "generous_patron"].map((id) => achievement(state, id).unlocked)).toEqual([true, true, true]);
    expect(state.userStats.totalPoints).toBe(25 + 100 + 300);
  });

  test("a level rise is reported with both levels (SPEC §4: the celebration follows)", () => {
    const start = run([{ type: "points-awarded", points: 95 }]);
    const { levelUp, state } = applyStatEvent(start, { type: "episode-listened" }, now);
    expect(levelUp).toEqual({ from: 1, to: 2 });
    expect(state).toMatchObject({ currentLevel: 2, pointsToNextLevel: 95 });
    expect(state.userStats.level).toBe(2);
  });

  test("a share's 25 points count toward the level without unlocking anything by themselves", () => {
    const { state, unlocked } = applyStatEvent(initialRewardsState(), { type: "points-awarded", points: 25 }, now);
    expect(unlocked).toEqual([]);
    expect(state.userStats.totalPoints).toBe(25);
    expect(state.pointsToNextLevel).toBe(75);
  });

  test("dismissing hides the notification and clears the recent rewards, keeping the unlocks", () => {
    const state = dismissRewardNotification(run([{ type: "episode-listened" }, { type: "social-share" }]));
    expect(state).toMatchObject({ showRewardNotification: false, recentRewards: [] });
    expect(state.userStats.achievementsUnlocked).toEqual(["first_listen", "social_sharer"]);
  });
});

describe("saved state (SPEC §4 Rewards persistence)", () => {
  test("an unlock saved with an unreadable time stays unlocked, without the time", () => {
    const saved = JSON.parse(serializeRewards(initialRewardsState())) as { achievements: { id: string; unlocked: boolean; unlockedAt: string | null }[] };
    saved.achievements[0] = { id: "first_listen", unlocked: true, unlockedAt: "2026-13-45T00:00:00Z" };
    saved.achievements[1] = { id: "episode_explorer", unlocked: true, unlockedAt: "garbage" };
    const loaded = parseSavedRewards(JSON.stringify(saved))!;
    expect(achievement(loaded, "first_listen")).toMatchObject({ unlocked: true, unlockedAt: null });
    expect(achievement(loaded, "episode_explorer")).toMatchObject({ unlocked: true, unlockedAt: null });
  });

  test("counters stop at the most a saved value may hold, so a state at the top still loads back", () => {
    const saved = JSON.parse(serializeRewards(initialRewardsState())) as { userStats: Record<string, number> };
    saved.userStats = { ...saved.userStats, totalPoints: 999_999_990, episodesListened: 999_999_999, socialShares: 999_999_999 };
    const nearTheTop = parseSavedRewards(JSON.stringify(saved))!;
    // Unlocks (First Step's 10 points and more) and a share's 25 points would pass the top.
    const state = run([{ type: "episode-listened" }, { type: "social-share" }, { type: "points-awarded", points: 25 }], nearTheTop);
    expect(state.userStats).toMatchObject({ totalPoints: 1e9, episodesListened: 1e9, socialShares: 1e9 });
    expect(parseSavedRewards(serializeRewards(state))?.userStats).toEqual(state.userStats);
  });

  test("a saved state loads back with the same stats, unlocks and level", () => {
    const state = run([...repeat({ type: "episode-listened" }, 5), { type: "page-visited", path: "/home" }, { type: "points-awarded", points: 25 }]);
    const loaded = parseSavedRewards(serializeRewards(state));
    expect(loaded?.userStats).toEqual(state.userStats);
    expect(loaded?.achievements).toEqual(state.achievements);
    expect(loaded).toMatchObject({ currentLevel: state.currentLevel, pointsToNextLevel: state.pointsToNextLevel });
  });

  test("rewards still waiting in the notification load back with it (SPEC §3 Rewards state); dismissed ones do not", () => {
    const state = run([{ type: "episode-listened" }, { type: "social-share" }]);
    const loaded = parseSavedRewards(serializeRewards(state))!;
    expect(loaded.showRewardNotification).toBe(true);
    expect(loaded.recentRewards).toEqual(state.recentRewards);
    expect(loaded.recentRewards.map((a) => a.id)).toEqual(["first_listen", "social_sharer"]);

    const dismissed = parseSavedRewards(serializeRewards(dismissRewardNotification(state)))!;
    expect(dismissed).toMatchObject({ showRewardNotification: false, recentRewards: [] });
  });

  test("a saved notification keeps only unlocked achievements it knows, once each, and a value saved without one shows none", () => {
    const saved = JSON.parse(serializeRewards(run([{ type: "episode-listened" }]))) as Record<string, unknown>;
    saved.recentRewards = ["retired_badge", "podcast_devotee", "first_listen", 7, "first_listen"];
    expect(parseSavedRewards(JSON.stringify(saved))!.recentRewards.map((a) => a.id)).toEqual(["first_listen"]);

    saved.recentRewards = ["podcast_devotee"];
    expect(parseSavedRewards(JSON.stringify(saved))).toMatchObject({ showRewardNotification: false, recentRewards: [] });

    delete saved.recentRewards;
    delete saved.showRewardNotification;
    expect(parseSavedRewards(JSON.stringify(saved))).toMatchObject({ showRewardNotification: false, recentRewards: [] });
  });

  test.each([
    ["not JSON", "{oops"],
    ["null", "null"],
    ["an old shape", JSON.stringify({ points: 10, badges: [] })],
    ["negative counters", serializeRewards(initialRewardsState()).replace('"episodesListened":0', '"episodesListened":-4')],
    ["a string counter", serializeRewards(initialRewardsState()).replace('"socialShares":0', '"socialShares":"lots"')],
  ])("%s is refused (the caller starts afresh)", (_name, json) => {
    expect(parseSavedRewards(json)).toBeNull();
  });

  test("an unlock is kept even when the saved counters would not reach it (never re-locks); unknown ids are ignored", () => {
    const saved = JSON.parse(serializeRewards(initialRewardsState())) as { achievements: { id: string; unlocked: boolean; unlockedAt: string | null }[] };
    saved.achievements[0] = { id: "first_listen", unlocked: true, unlockedAt: now.toISOString() };
    saved.achievements.push({ id: "retired_badge", unlocked: true, unlockedAt: null });
    const loaded = parseSavedRewards(JSON.stringify(saved))!;
    expect(achievement(loaded, "first_listen")).toMatchObject({ unlocked: true, unlockedAt: now.toISOString() });
    expect(loaded.achievements.map((a) => a.id)).not.toContain("retired_badge");
  });
});
