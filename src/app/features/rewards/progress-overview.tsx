import {
  Award,
  Clock,
  Compass,
  HandHeart,
  Headphones,
  Percent,
  Star,
  TrendingUp,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import type { RewardsState } from "#shared/rewards/rewards-state.ts";
import { rewardsSummary } from "#shared/rewards/rewards-summary.ts";
import { progressCopy } from "#app/content/rewards.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { pendingHidden, pendingValue, pendingValueOnBlue } from "./pending-progress.ts";

function StatTile({ icon, label, value }: { icon: IconComponent; label: string; value: string }) {
  return (
    <div className="stat-tile">
      <IconTile icon={icon} tone="tint" />
      <dl className="min-w-0">
        <dt>{label}</dt>
        <dd className={pendingValue}>{value}</dd>
      </dl>
    </div>
  );
}

/**
 * SPEC §2 Rewards progress view: Total Points, Current Level, Achievements unlocked and Percent
 * Complete, the Level Progress bar (fill = 100 - points to the next level, SPEC §4) and the
 * Journey Stats.
 */
export function ProgressOverview({ state, pending }: { state: RewardsState; pending: boolean }) {
  const summary = rewardsSummary(state);
  const { userStats } = state;
  const { tiles, journey } = progressCopy;
  const journeyStats = [
    { icon: Headphones, label: journey.episodes, value: userStats.episodesListened },
    { icon: Compass, label: journey.pages, value: userStats.pagesVisited.length },
    { icon: HandHeart, label: journey.donations, value: userStats.donationsMade },
    { icon: Clock, label: journey.minutes, value: userStats.timeSpentMinutes },
  ];

  return (
    <section
      aria-labelledby="progress-heading"
      data-pending={pending || undefined}
      className="group px-5 pt-20 sm:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="progress-heading"
          heading={progressCopy.heading}
          intro={progressCopy.intro}
          goldBar
          colour="brand-blue"
        />
        {pending && (
          <>
            <p className="sr-only noscript:hidden">{progressCopy.loading}</p>
            <noscript>
              <p className="mx-auto mt-8 max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-center text-slate-800">
                {progressCopy.needsScript}
              </p>
            </noscript>
          </>
        )}

        <div
          aria-hidden={pending || undefined}
          className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          data-testid="progress-tiles"
        >
          <StatTile icon={Star} label={tiles.points} value={String(summary.totalPoints)} />
          <StatTile icon={TrendingUp} label={tiles.level} value={String(summary.level)} />
          <StatTile
            icon={Award}
            label={tiles.achievements}
            value={`${summary.unlocked}/${summary.achievements}`}
          />
          <StatTile icon={Percent} label={tiles.complete} value={`${summary.percentComplete}%`} />
        </div>

        <div aria-hidden={pending || undefined} className="mt-6 grid gap-4 lg:grid-cols-5">
          <div className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark p-6 text-white shadow-lg sm:p-8 lg:col-span-3">
            <h3 id="level-progress-heading" className="text-2xl font-bold">
              {progressCopy.levelHeading}
            </h3>
            <div className="mt-6 flex flex-1 items-center gap-5 sm:gap-6">
              <span className="flex size-20 shrink-0 flex-col items-center justify-center rounded-full bg-gradient-to-br from-brand-gold-light to-brand-gold text-ink shadow-lg ring-4 ring-white/15 sm:size-24">
                <span className="text-xs font-bold tracking-widest uppercase">{progressCopy.levelBadge}</span>
                <span
                  className={`font-display text-3xl leading-none font-bold sm:text-4xl ${pendingValueOnBlue}`}
                >
                  {summary.level}
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <p
                  className={`ml-auto w-fit text-sm font-semibold text-brand-gold-light tabular-nums ${pendingValueOnBlue}`}
                >
                  {progressCopy.levelPoints(summary.levelProgress)}
                </p>
                <div
                  role="progressbar"
                  aria-labelledby="level-progress-heading"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={summary.levelProgress}
                  className="mt-2 h-4 overflow-hidden rounded-full bg-white/15 ring-1 ring-white/20"
                >
                  <div
                    className={`progress-fill transition-[width] duration-700 motion-reduce:transition-none ${pendingHidden}`}
                    style={{ width: `${summary.levelProgress}%` }}
                  />
                </div>
                <div className="mt-2 flex justify-between text-sm text-blue-100">
                  <span className={pendingValueOnBlue}>{progressCopy.levelName(summary.level)}</span>
                  <span className={pendingValueOnBlue}>{progressCopy.levelName(summary.level + 1)}</span>
                </div>
              </div>
            </div>
            <p className="mt-6 flex items-center gap-2 rounded-xl bg-white/10 px-4 py-3 text-blue-50 ring-1 ring-white/15">
              <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-brand-gold-light" />
              <span className={pendingValueOnBlue}>
                {progressCopy.levelText(summary.pointsToNextLevel, summary.level + 1)}
              </span>
            </p>
          </div>

          <div className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
            <h3 className="text-2xl font-bold text-ink">{progressCopy.journeyHeading}</h3>
            <dl className="mt-5 grid grid-cols-2 gap-4" data-testid="journey-stats">
              {journeyStats.map(({ icon: Icon, label, value }) => (
                <div key={label} className="journey-stat">
                  <dt>
                    <Icon aria-hidden="true" />
                    {label}
                  </dt>
                  <dd className={pendingValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
