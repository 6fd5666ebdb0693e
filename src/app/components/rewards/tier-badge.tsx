import type { AchievementTier } from "../../../shared/achievements.ts";
import { tierLabels } from "../../content/rewards.ts";
import { tierBadgeClass } from "./tier-style.ts";

export function TierBadge({ tier }: { tier: AchievementTier }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ${tierBadgeClass[tier]}`}
    >
      {tierLabels[tier]}
    </span>
  );
}
