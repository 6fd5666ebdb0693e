import { describe, expect, test } from "vitest";
import {
  initialRewardsState,
  serializeRewards,
  SHARE_POINTS,
  type StatEvent,
} from "../../../shared/rewards/rewards-state.ts";
import { rewardsReducer, startRewards, type RewardsAction, type RewardsModel } from "./rewards-engine.ts";

const now = new Date("2026-11-22T12:00:00Z");
const track = (...events: StatEvent[]): RewardsAction => ({ type: "track", events, now });
const fresh = (): RewardsModel => ({ rewards: initialRewardsState(), levelUp: null });
const unlockedIds = (model: RewardsModel) =>
  model.rewards.achievements.filter((a) => a.unlocked).map((a) => a.id);

describe("rewards provider state (SPEC §4)", () => {
  test("an episode play unlocks First Step and shows the notification", () => {
    const model = rewardsReducer(fresh(), track({ type: "episode-listened" }));
    expect(unlockedIds(model)).toEqual(["first_listen"]);
    expect(model.rewards.showRewardNotification).toBe(true);
    expect(model.rewards.recentRewards.map((a) => a.id)).toEqual(["first_listen"]);
    expect(model.levelUp).toBeNull();
  });

  test("a share counts one share and adds 25 points (SPEC §7)", () => {
    const model = rewardsReducer(fresh(), { type: "share", now });
    expect(model.rewards.userStats.socialShares).toBe(1);
    expect(model.rewards.userStats.totalPoints).toBe(40 + SHARE_POINTS);
    expect(SHARE_POINTS).toBe(25);
  });

  test("a level increase is recorded with its new level and a running count", () => {
    const share: RewardsAction = { type: "share", now };
    let model = rewardsReducer(fresh(), share); // 65 points, level 1
    expect(model.levelUp).toBeNull();
    model = rewardsReducer(model, share); // 90
    model = rewardsReducer(model, share); // content_promoter: 90 + 120 + 25 = 235, level 3
    expect(model.rewards.currentLevel).toBe(3);
    expect(model.levelUp).toEqual({ level: 3, count: 1 });
    model = rewardsReducer(model, track({ type: "episode-listened" })); // 245, still level 3
    expect(model.levelUp).toEqual({ level: 3, count: 1 });
  });

  test("an event that changes nothing keeps the same object (no save, no render)", () => {
    const visited = rewardsReducer(fresh(), track({ type: "page-visited", path: "/home" }));
    expect(rewardsReducer(visited, track({ type: "page-visited", path: "/home" }))).toBe(visited);
  });

  test("dismissing hides the notification and clears the recent rewards", () => {
    const model = rewardsReducer(rewardsReducer(fresh(), track({ type: "episode-listened" })), {
      type: "dismiss",
    });
    expect(model.rewards.showRewardNotification).toBe(false);
    expect(model.rewards.recentRewards).toEqual([]);
    expect(unlockedIds(model)).toEqual(["first_listen"]);
  });

  test("progress saved by another tab is taken over, this tab's notification kept", () => {
    const here = rewardsReducer(fresh(), track({ type: "episode-listened" }));
    const elsewhere = rewardsReducer(fresh(), track({ type: "social-share" })).rewards;
    const model = rewardsReducer(here, {
      type: "sync",
      saved: { ...elsewhere, recentRewards: [], showRewardNotification: false },
    });
    expect(model.rewards.userStats.socialShares).toBe(1);
    expect(model.rewards.recentRewards.map((a) => a.id)).toEqual(["first_listen"]);
    expect(model.rewards.showRewardNotification).toBe(true);
  });
});

describe("starting from saved state (SPEC §4 Rewards persistence)", () => {
  test("nothing saved: a fresh visitor, with the first page visit applied", () => {
    const { model, corrupt } = startRewards(null, [track({ type: "page-visited", path: "/home" })]);
    expect(corrupt).toBe(false);
    expect(model.rewards.userStats.pagesVisited).toEqual(["/home"]);
  });

  test("saved progress is restored, then the pending events apply on top", () => {
    const listened = rewardsReducer(fresh(), track({ type: "episode-listened" }, { type: "episode-listened" }));
    const saved = rewardsReducer(listened, { type: "dismiss" });
    const { model } = startRewards(serializeRewards(saved.rewards), [track({ type: "episode-listened" })]);
    expect(model.rewards.userStats.episodesListened).toBe(3);
    expect(unlockedIds(model)).toEqual(["first_listen"]);
    // Restoring is not a new unlock: no notification for what was already celebrated.
    expect(model.rewards.showRewardNotification).toBe(false);
  });

  test("a corrupt saved value is reported and ignored", () => {
    const { model, corrupt } = startRewards("{not json", []);
    expect(corrupt).toBe(true);
    expect(model.rewards).toEqual(initialRewardsState());
  });
});
