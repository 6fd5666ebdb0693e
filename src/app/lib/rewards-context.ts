/**
 * What the rewards provider shares (SPEC §3 Rewards state, §7 reward tracking). Kept apart from
 * the rules so that code on every page (the play button, the share dialog) can report events
 * without loading them.
 */
import { createContext, useContext } from "react";
import type { RewardsState } from "#shared/rewards/rewards-state.ts";

/** The rewards provider's state (its rules are in `features/rewards/rewards-engine.ts`). */
export type RewardsModel = {
  rewards: RewardsState;
  /**
   * The last level increase (SPEC §4: a level-up celebration follows). `count` numbers the
   * increases, so each one is noticed even when the same level comes round again after a sync.
   */
  levelUp: { level: number; count: number } | null;
  /**
   * The rewards a sync made, kept until they change: they are what the other tab saved, with this
   * tab's notification in place of its own, and are not saved back (see `rewardsToSave`).
   */
  synced?: RewardsState;
};

/** SPEC §4 Rewards persistence: the browser key of the visitor's progress. */
export const REWARDS_STORAGE_KEY = "podcast-rewards";

/** SPEC §7: the local reward-tracking calls, plus closing the notification. Stable across renders. */
export type RewardActions = {
  trackEpisodeListened: () => void;
  trackNewsletterSignup: () => void;
  trackDonation: () => void;
  /** One share and 25 points (SPEC §4 Share dialog). */
  trackSocialShare: () => void;
  dismissNotification: () => void;
};

/**
 * A page that turned out not to exist (an unknown path, episode or post) marks its not-found state
 * with these props, so the rewards do not count it as a page of the site visited (SPEC §4 Site
 * Explorer: "different pages of the site").
 */
export const notFoundMark = { "data-not-found": "" } as const;

/** Whether the page on screen is a not-found state: read after it has rendered. */
export const showsNotFound = () => document.querySelector("[data-not-found]") !== null;

export const RewardActionsContext = createContext<RewardActions | undefined>(undefined);

/** Null until the saved progress is loaded after hydration (the server renders a fresh visitor). */
export const RewardsModelContext = createContext<RewardsModel | null>(null);

/** SPEC §8: the hook outside its provider is a programming error, reported in these words. */
export function requireRewardsProvider<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("useRewards must be used within a RewardsProvider");
  return value;
}

/** The tracking calls alone: components that only report events do not re-render on progress. */
export function useRewardActions(): RewardActions {
  return requireRewardsProvider(useContext(RewardActionsContext));
}
