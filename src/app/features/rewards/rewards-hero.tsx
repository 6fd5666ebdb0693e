import { ShieldCheck, Trophy } from "#app/components/ui/icons.tsx";
import { rewardsHero } from "#app/content/rewards.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

/** SPEC §2 rewards: the title and what the rewards are. */
export function RewardsHero() {
  return (
    <PageHero
      titleId="rewards-heading"
      title={rewardsHero.heading}
      eyebrow={rewardsHero.eyebrow}
      intro={rewardsHero.intro}
      medallion={
        <IconTile
          icon={Trophy}
          tone="gold"
          size="xl"
          className="mx-auto bg-gradient-to-br from-brand-gold-light to-brand-gold shadow-lg shadow-brand-gold/30"
        />
      }
      goldRule
    >
      <p className="mx-auto mt-6 inline-flex max-w-2xl items-start gap-2 rounded-2xl bg-white/10 px-4 py-3 text-left text-sm text-blue-50 ring-1 ring-white/20 sm:items-center">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-gold-light" />
        {rewardsHero.privacy}
      </p>
    </PageHero>
  );
}
