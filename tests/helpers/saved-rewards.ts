import {
  applyStatEvent,
  dismissRewardNotification,
  initialRewardsState,
  serializeRewards,
  type StatEvent,
} from "../../src/shared/rewards/rewards-state.ts";

/**
 * The saved rewards a visitor has after these events on an earlier visit, its notifications seen
 * and dismissed (built with the site's own rules).
 */
export function savedRewardsAfter(events: StatEvent[], at = new Date("2026-11-20T09:30:00Z")): string {
  const state = events.reduce(
    (current, event) => applyStatEvent(current, event, at).state,
    initialRewardsState(),
  );
  return serializeRewards(dismissRewardNotification(state));
}
