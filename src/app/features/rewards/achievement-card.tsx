import { CalendarCheck, Lock, Target } from "#app/components/ui/icons.tsx";
import { formatLocalDay } from "#shared/dates.ts";
import type { Achievement } from "#shared/rewards/rewards-state.ts";
import { achievementCardCopy, catalogue } from "#app/content/rewards.ts";
import { AchievementIcon } from "./achievement-icon.tsx";
import { pendingHidden } from "./pending-progress.ts";
import { TierBadge } from "./tier-badge.tsx";
import { tierMedallionClass } from "./tier-style.ts";

/**
 * One achievement on the rewards page (SPEC §2): locked, it shows a lock, its goal and
 * progress/maxProgress; unlocked, its icon, '+points pts' and the unlock date. The page shows
 * eleven, so its parts are styled by the .achievement rules of app.css (decision 021).
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { id, name, description, icon, points, tier, goal, unlocked, progress, maxProgress, unlockedAt } =
    achievement;
  return (
    <li data-achievement={id} className={unlocked ? "achievement achievement-unlocked" : "achievement"}>
      <span
        className={`achievement-medallion ${
          unlocked
            ? `bg-gradient-to-br shadow-md ${tierMedallionClass[tier]}`
            : "achievement-medallion-locked"
        }`}
      >
        {unlocked ? (
          <AchievementIcon name={icon} className="size-6 sm:size-7" />
        ) : (
          <Lock aria-hidden="true" className={`size-5 sm:size-6 ${pendingHidden}`} />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h4>{name}</h4>
        <p>{description}</p>
        <div className="achievement-meta">
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
                  <time dateTime={unlockedAt}>
                    {/* The visitor's own clock: unlock dates exist only in the browser (SPEC §4). */}
                    {formatLocalDay(new Date(unlockedAt))}
                  </time>
                </span>
              )}
            </>
          ) : (
            <>
              <span className={`achievement-locked ${pendingHidden}`}>
                <Lock aria-hidden="true" className="size-3" />
                {achievementCardCopy.locked}
              </span>
              <span className="font-medium">{achievementCardCopy.worth(points)}</span>
            </>
          )}
        </div>
        {!unlocked && (
          <div className={`mt-3 ${pendingHidden}`}>
            <div className="achievement-goal">
              <span>
                <Target aria-hidden="true" className="size-3.5" />
                {catalogue.goalLabel}: {goal}
              </span>
              <span data-testid="achievement-progress">{`${progress}/${maxProgress}`}</span>
            </div>
            <div
              role="progressbar"
              aria-label={achievementCardCopy.progressLabel(name)}
              aria-valuemin={0}
              aria-valuemax={maxProgress}
              aria-valuenow={progress}
              className="achievement-track"
            >
              <div className="progress-fill" style={{ width: `${(progress / maxProgress) * 100}%` }} />
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
