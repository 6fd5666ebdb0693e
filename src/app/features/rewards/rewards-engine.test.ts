import { describe, expect, test } from "vitest";
import {
  initialRewardsState,
  parseSavedRewards,
  serializeRewards,
  SHARE_POINTS,
  type StatEvent,
} from "#shared/rewards/rewards-state.ts";
import {
  rewardsReducer,
  rewardsToSave,
  startRewards,
  type RewardsAction,
  type RewardsModel,
} from "./rewards-engine.ts";

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
    const listened = rewardsReducer(
      fresh(),
      track({ type: "episode-listened" }, { type: "episode-listened" }),
    );
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

describe("saving with two tabs open (SPEC §4 Rewards persistence)", () => {
  /** Two tabs on one storage, each saving as the provider does and syncing on the other's writes. */
  function twoTabs() {
    const storage = { value: null as string | null, writes: 0 };
    const tabs = [0, 1].map(() => ({ model: fresh(), stored: null as string | null }));
    const update = (index: number, action: RewardsAction) => {
      const tab = tabs[index]!;
      tab.model = rewardsReducer(tab.model, action);
      const value = rewardsToSave(tab.model, tab.stored);
      // Past 20 writes the tabs are answering each other: stop, and let the counts show it.
      if (value === null || storage.writes >= 20) return;
      storage.value = tab.stored = value;
      storage.writes += 1;
      const other = tabs[1 - index]!;
      other.stored = value;
      update(1 - index, { type: "sync", saved: parseSavedRewards(value)! });
    };
    return { storage, tabs, update };
  }

  test("an unlock in one tab is saved once and taken over by the other, not saved back and forth", () => {
    const { storage, tabs, update } = twoTabs();
    update(0, track({ type: "episode-listened" }));
    expect(storage.writes).toBe(1);
    const [here, other] = tabs;
    expect(here!.model.rewards.showRewardNotification).toBe(true);
    expect(other!.model.rewards.showRewardNotification).toBe(false);
    expect(unlockedIds(other!.model)).toEqual(["first_listen"]);
    expect(storage.value).toBe(serializeRewards(here!.model.rewards));

    // Dismissing is a change: saved once, and the other tab does not answer it.
    update(0, { type: "dismiss" });
    expect(storage.writes).toBe(2);
    expect(storage.value).toBe(serializeRewards(here!.model.rewards));

    // The other tab's next change is saved in turn; both tabs end with what storage holds.
    update(1, track({ type: "page-visited", path: "/blog" }));
    expect(storage.writes).toBe(3);
    expect(here!.model.rewards.userStats.pagesVisited).toEqual(["/blog"]);
    expect(serializeRewards(here!.model.rewards)).toBe(storage.value);
    expect(serializeRewards(other!.model.rewards)).toBe(storage.value);
  });
});
