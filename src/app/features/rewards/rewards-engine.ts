/**
 * The rewards provider's state machine over the pure rules of `src/shared/rewards` (SPEC §4
 * Stat events, Levels, Rewards persistence). Loaded after hydration, so neither it nor the
 * achievement catalogue weighs on a page's first load (DESIGN principle 5).
 */
import {
  applyStatEvent,
  dismissRewardNotification,
  initialRewardsState,
  parseSavedRewards,
  serializeRewards,
  SHARE_POINTS,
  type RewardsState,
  type StatEvent,
} from "#shared/rewards/rewards-state.ts";
import type { RewardsModel } from "#app/lib/rewards-context.ts";

export { parseSavedRewards, serializeRewards };

export type { RewardsModel };

export type RewardsAction =
  /** Stat events applied in order at one moment (a share is a share plus its 25 points). */
  | { type: "track"; events: StatEvent[]; now: Date }
  /** SPEC §4/§7: a share counts one share and awards 25 points. */
  | { type: "share"; now: Date }
  | { type: "dismiss" }
  /** Another tab saved newer progress: take it, keeping this tab's pending notification. */
  | { type: "sync"; saved: RewardsState };

export function rewardsReducer(model: RewardsModel, action: RewardsAction): RewardsModel {
  switch (action.type) {
    case "track": {
      let rewards = model.rewards;
      let levelUp = model.levelUp;
      for (const event of action.events) {
        const result = applyStatEvent(rewards, event, action.now);
        rewards = result.state;
        if (result.levelUp) levelUp = { level: result.levelUp.to, count: (levelUp?.count ?? 0) + 1 };
      }
      return rewards === model.rewards ? model : { rewards, levelUp };
    }
    case "share":
      return rewardsReducer(model, {
        type: "track",
        events: [{ type: "social-share" }, { type: "points-awarded", points: SHARE_POINTS }],
        now: action.now,
      });
    case "dismiss":
      return model.rewards.showRewardNotification
        ? { ...model, rewards: dismissRewardNotification(model.rewards) }
        : model;
    case "sync": {
      const rewards: RewardsState = {
        ...action.saved,
        recentRewards: model.rewards.recentRewards,
        showRewardNotification: model.rewards.showRewardNotification,
      };
      return { ...model, rewards, synced: rewards };
    }
  }
}

/**
 * SPEC §4: every change is saved. The value to write for `model` while storage holds `stored`, or
 * null when there is nothing new to save: the same value, or progress just taken over from another
 * tab. That progress differs from what the other tab saved only in this tab's notification; saving
 * it would make the other tab sync in turn and save its own, back and forth while either shows one.
 */
export function rewardsToSave(model: RewardsModel, stored: string | null): string | null {
  if (model.rewards === model.synced) return null;
  const value = serializeRewards(model.rewards);
  return value === stored ? null : value;
}

/**
 * SPEC §4 Load state: the saved state replaces the fresh one, then what happened before the
 * engine arrived (the first page visit) is applied. A corrupt or outdated saved value is
 * reported so the caller can log it, and the visitor starts afresh.
 */
export function startRewards(
  saved: string | null,
  pending: RewardsAction[],
): { model: RewardsModel; corrupt: boolean } {
  const restored = saved === null ? null : parseSavedRewards(saved);
  const start: RewardsModel = { rewards: restored ?? initialRewardsState(), levelUp: null };
  return { model: pending.reduce(rewardsReducer, start), corrupt: saved !== null && restored === null };
}
