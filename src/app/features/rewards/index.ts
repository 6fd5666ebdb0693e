/** The rewards feature: what routes and other features may import from it. */
export { AchievementGroups } from "./achievement-groups.tsx";
export { CelebrationDemo } from "./celebration-demo.tsx";
export { HowRewardsWork } from "./how-rewards-work.tsx";
export { ProgressOverview } from "./progress-overview.tsx";
export { holdRewardNotification } from "./reward-notification-hold.ts";
export { RewardNotificationHost } from "./reward-notification-host.tsx";
export { RewardsHero } from "./rewards-hero.tsx";
export { RewardsProvider } from "./rewards-provider.tsx";
export { useRewards } from "./use-rewards.ts";
