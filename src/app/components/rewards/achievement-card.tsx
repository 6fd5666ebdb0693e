import { CalendarCheck, Lock, Target } from "../ui/icons.tsx";
import type { Achievement } from "../../../shared/rewards/rewards-state.ts";
import { achievementCardCopy, catalogue } from "../../content/rewards.ts";
import { AchievementIcon } from "./achievement-icon.tsx";
import { pendingHidden } from "./pending-progress.ts";
import { TierBadge } from "./tier-badge.tsx";
import { tierMedallionClass } from "./tier-style.ts";

/** The visitor's own clock and locale: unlock dates exist only in the browser (SPEC §4). */
const formatUnlockDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));

/**
 * One achievement on the rewards page (SPEC §2): locked, it shows a lock, its goal and
 * progress/maxProgress; unlocked, its icon, '+points pts' and the unlock date.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { id, name, description, icon, points, tier, goal, unlocked, progress, maxProgress, unlockedAt } =
    achievement;
  return (
    <li
      data-achievement={id}
      className={`flex gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${
        unlocked ? "border-brand-gold/60 ring-1 ring-brand-gold/20" : "border-slate-200"
      }`}
    >
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full sm:size-14 ${
          unlocked
            ? `bg-gradient-to-br shadow-md ${tierMedallionClass[tier]}`
            : "bg-slate-100 text-slate-500 ring-1 ring-slate-200"
        }`}
      >
        {unlocked ? (
          <AchievementIcon name={icon} className="size-6 sm:size-7" />
        ) : (
          <Lock aria-hidden="true" className={`size-5 sm:size-6 ${pendingHidden}`} />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="font-display text-lg font-bold text-ink">{name}</h4>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <TierBadge tier={tier} />
          {unlocked ? (
            <>
              <span className="inline-flex items-center rounded-full bg-brand-blue px-2.5 py-0.5 font-bold text-white">
                +{points} pts
              </span>
              {unlockedAt && (
                <span className="inline-flex items-center gap-1">
                  <CalendarCheck aria-hidden="true" className="size-3.5" />
                  {achievementCardCopy.unlockedOn}{" "}
                  <time dateTime={unlockedAt}>{formatUnlockDate(unlockedAt)}</time>
                </span>
              )}
            </>
          ) : (
            <>
              <span
                className={`inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700 ${pendingHidden}`}
              >
                <Lock aria-hidden="true" className="size-3" />
                {achievementCardCopy.locked}
              </span>
              <span className="font-medium">{achievementCardCopy.worth(points)}</span>
            </>
          )}
        </div>
        {!unlocked && (
          <div className={`mt-3 ${pendingHidden}`}>
            <div className="flex items-center justify-between gap-3 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Target aria-hidden="true" className="size-3.5" />
                {catalogue.goalLabel}: {goal}
              </span>
              <span className="font-semibold text-slate-700 tabular-nums" data-testid="achievement-progress">
                {`${progress}/${maxProgress}`}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={achievementCardCopy.progressLabel(name)}
              aria-valuemin={0}
              aria-valuemax={maxProgress}
              aria-valuenow={progress}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-brand-gold to-brand-gold-light"
                style={{ width: `${(progress / maxProgress) * 100}%` }}
              />
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
