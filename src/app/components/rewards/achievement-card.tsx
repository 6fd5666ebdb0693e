import { Target } from "lucide-react";
import type { AchievementDefinition } from "../../../shared/achievements.ts";
import { catalogue } from "../../content/rewards.ts";
import { AchievementIcon } from "./achievement-icon.tsx";
import { TierBadge } from "./tier-badge.tsx";
import { tierMedallionClass } from "./tier-style.ts";

/** One entry of the catalogue: what it asks and what it is worth, not the visitor's progress. */
export function AchievementCard({ achievement }: { achievement: AchievementDefinition }) {
  const { name, description, icon, points, tier, goal } = achievement;
  return (
    <li className="flex gap-4 rounded-2xl border border-amber-100 bg-white p-4 shadow-sm sm:p-5">
      <span
        className={`flex h-12 w-12 shrink-0 sm:h-14 sm:w-14 items-center justify-center rounded-full bg-gradient-to-br shadow-md ${tierMedallionClass[tier]}`}
      >
        <AchievementIcon name={icon} className="h-6 w-6 sm:h-7 sm:w-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="font-display text-lg font-bold text-ink">{name}</h4>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <TierBadge tier={tier} />
          <span className="inline-flex items-center rounded-full bg-brand-blue px-2.5 py-0.5 font-bold text-white">
            +{points} pts
          </span>
          <span className="inline-flex basis-full items-center gap-1">
            <Target aria-hidden="true" className="h-3.5 w-3.5" />
            {catalogue.goalLabel}: {goal}
          </span>
        </div>
      </div>
    </li>
  );
}
