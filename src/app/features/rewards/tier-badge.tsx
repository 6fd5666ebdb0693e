import type { AchievementTier } from "#shared/achievements.ts";
import { tierLabels } from "#app/content/rewards.ts";
import { tierBadgeClass } from "./tier-style.ts";

export function TierBadge({ tier }: { tier: AchievementTier }) {
  return <span className={`tier-badge ${tierBadgeClass[tier]}`}>{tierLabels[tier]}</span>;
}
