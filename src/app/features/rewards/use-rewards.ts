import { useContext } from "react";
import { initialRewardsState, type RewardsState } from "#shared/rewards/rewards-state.ts";
import {
  RewardActionsContext,
  RewardsModelContext,
  requireRewardsProvider,
  type RewardActions,
} from "#app/lib/rewards-context.ts";

export type Rewards = RewardActions & {
  /** SPEC §3 Rewards state: a fresh visitor's until the saved progress has loaded. */
  state: RewardsState;
  /** True once the saved progress is loaded (after hydration). */
  ready: boolean;
};

const freshVisitor = initialRewardsState();

/** The visitor's rewards and the tracking calls (SPEC §3, §7). Throws outside a RewardsProvider (SPEC §8). */
export function useRewards(): Rewards {
  const actions = requireRewardsProvider(useContext(RewardActionsContext));
  const model = useContext(RewardsModelContext);
  return { ...actions, state: model?.rewards ?? freshVisitor, ready: model !== null };
}
