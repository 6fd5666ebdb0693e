/**
 * What the rewards provider shares (SPEC §3 Rewards state, §7 reward tracking). Kept apart from
 * the rules so that code on every page (the play button, the share dialog) can report events
 * without loading them.
 */
import { createContext, useContext } from "react";
import type { RewardsModel } from "./rewards-engine.ts";

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
