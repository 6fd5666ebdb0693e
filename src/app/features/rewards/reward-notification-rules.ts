/** SPEC §9 notification timings: confetti 200 ms after show, auto-close 8000 ms, multi-reward step 3000 ms. */
export const NOTIFICATION_CONFETTI_DELAY_MS = 200;
const NOTIFICATION_AUTO_CLOSE_MS = 8000;
export const NOTIFICATION_STEP_MS = 3000;

/**
 * When the notification closes by itself. 8 s as the spec says; with four or more rewards at once
 * (the spec's 8 s shows three: at 0, 3 and 6 s), it stays until the last has had the 2 s the
 * third one gets, so no reward is skipped.
 */
export function notificationAutoCloseMs(rewardCount: number): number {
  const lastShownAt = Math.max(0, rewardCount - 1) * NOTIFICATION_STEP_MS;
  return Math.max(
    NOTIFICATION_AUTO_CLOSE_MS,
    lastShownAt + (NOTIFICATION_AUTO_CLOSE_MS - 2 * NOTIFICATION_STEP_MS),
  );
}

/** What a screen reader hears when rewards arrive (the polite live region). */
export function rewardAnnouncement(rewards: readonly { name: string; points: number }[]): string {
  if (rewards.length === 0) return "";
  const list = rewards.map((reward) => `${reward.name}, ${reward.points} points`).join("; ");
  return rewards.length === 1
    ? `Achievement unlocked: ${list}.`
    : `${rewards.length} achievements unlocked: ${list}.`;
}
