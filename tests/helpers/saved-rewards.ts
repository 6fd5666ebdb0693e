import type { Page } from "@playwright/test";
import { REWARDS_STORAGE_KEY } from "#app/lib/rewards-context.ts";
import {
  applyStatEvent,
  dismissRewardNotification,
  initialRewardsState,
  serializeRewards,
  type StatEvent,
} from "#shared/rewards/rewards-state.ts";

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

/** Puts a saved value in storage before the first page of the test loads (not again on reload). */
export async function seedRewards(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, saved]) => {
      if (sessionStorage.getItem("rewards-seeded")) return;
      localStorage.setItem(key!, saved!);
      sessionStorage.setItem("rewards-seeded", "yes");
    },
    [REWARDS_STORAGE_KEY, value],
  );
}
