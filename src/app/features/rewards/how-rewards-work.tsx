import {
  Compass,
  HandHeart,
  Headphones,
  Mail,
  Share2,
  TrendingUp,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { achievementTiers, POINTS_PER_LEVEL } from "#shared/achievements.ts";
import { howItWorks, type EarnIcon } from "#app/content/rewards.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { TierBadge } from "./tier-badge.tsx";

const earnIcons: Record<EarnIcon, IconComponent> = {
  listen: Headphones,
  signup: Mail,
  donate: HandHeart,
  explore: Compass,
  share: Share2,
};

/** The rules in brief: five ways to earn, 100 points per level (SPEC §9) and four tiers. */
export function HowRewardsWork() {
  return (
    <section aria-labelledby="how-heading" className="bg-paper px-5 pt-20 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-heading"
          heading={howItWorks.heading}
          intro={howItWorks.intro}
          goldBar
          colour="brand-blue"
        />

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {howItWorks.ways.map(({ icon, title, text }) => (
            <li key={title} className="earn-card">
              <IconTile icon={earnIcons[icon]} className="sm:mx-auto" />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="flex flex-col items-start gap-5 rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark p-6 text-white shadow-lg sm:flex-row sm:items-center sm:p-8">
            <span className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-2xl bg-brand-gold text-ink">
              <span className="font-display text-3xl font-bold leading-none">{POINTS_PER_LEVEL}</span>
              <span className="text-xs font-semibold uppercase">points</span>
            </span>
            <div>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <TrendingUp aria-hidden="true" className="h-5 w-5 text-brand-gold-light" />
                {howItWorks.levelTitle}: {POINTS_PER_LEVEL} points per level
              </h3>
              <p className="mt-2 text-blue-100">{howItWorks.levelText}</p>
            </div>
          </div>
          <div className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-bold text-ink">{howItWorks.tierTitle}</h3>
            <p className="mt-2 text-slate-700">{howItWorks.tierText}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {achievementTiers.map((tier) => (
                <li key={tier}>
                  <TierBadge tier={tier} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
