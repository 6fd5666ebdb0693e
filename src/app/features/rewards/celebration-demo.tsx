import {
  Gift,
  Mail,
  Medal,
  PartyPopper,
  Sparkles,
  Star,
  TrendingUp,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { useSyncExternalStore } from "react";
import { achievementTiers, type AchievementTier } from "#shared/achievements.ts";
import { celebrationDemo, tierLabels } from "#app/content/rewards.ts";
import { celebrateNewsletterSignup } from "#app/lib/celebrations.ts";
import {
  celebrateLevelUp,
  celebratePoints,
  celebrateRewardNotification,
  celebrateTier,
  celebrateUltimateCombo,
} from "./reward-celebrations.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { tierBadgeClass } from "./tier-style.ts";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

/** The points the demo's Points button celebrates. */
const DEMO_POINTS = 100;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;

function DemoButton({
  label,
  icon: Icon,
  onClick,
  className,
}: {
  label: string;
  icon?: IconComponent;
  onClick: () => void;
  className: string;
}) {
  return (
    // Not ready until the page's script runs; a press made meanwhile plays then.
    <ReadyButton onPress={onClick} className={`demo-button ${className}`}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {label}
    </ReadyButton>
  );
}

/**
 * SPEC §2 Rewards: the confetti demo card: Newsletter, Reward, Bronze, Silver, Gold, Platinum,
 * Level Up, Points and the 'Ultimate Celebration Combo'. With reduced motion asked for, it says
 * why nothing moves.
 */
export function CelebrationDemo({ level }: { level: number }) {
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const { buttons } = celebrationDemo;
  return (
    <section
      aria-labelledby="celebration-demo-heading"
      className="flex flex-col rounded-3xl border border-amber-100 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
    >
      <SectionHeading
        id="celebration-demo-heading"
        heading={celebrationDemo.heading}
        intro={celebrationDemo.intro}
        colour="ink"
        align="left"
      />
      {reducedMotion && (
        <p className="mt-4 rounded-xl bg-brand-blue/5 px-4 py-3 text-sm text-slate-700 ring-1 ring-brand-blue/10">
          {celebrationDemo.reducedMotion}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3 lg:mb-6">
        <DemoButton
          label={buttons.newsletter}
          icon={Mail}
          onClick={() => void celebrateNewsletterSignup()}
          className="bg-brand-blue text-white hover:bg-brand-blue-dark"
        />
        <DemoButton
          label={buttons.reward}
          icon={Gift}
          onClick={() => void celebrateRewardNotification()}
          className="bg-brand-blue text-white hover:bg-brand-blue-dark"
        />
        {achievementTiers.map((tier: AchievementTier) => (
          <DemoButton
            key={tier}
            label={tierLabels[tier]}
            icon={Medal}
            onClick={() => void celebrateTier(tier)}
            className={`ring-1 ${tierBadgeClass[tier]}`}
          />
        ))}
        <DemoButton
          label={buttons.levelUp}
          icon={TrendingUp}
          onClick={() => void celebrateLevelUp(level + 1)}
          className="bg-brand-green text-white hover:brightness-110"
        />
        <DemoButton
          label={buttons.points}
          icon={Star}
          onClick={() => void celebratePoints(DEMO_POINTS)}
          className="bg-brand-gold text-ink hover:bg-brand-gold-light"
        />
      </div>
      <button
        type="button"
        onClick={() => void celebrateUltimateCombo()}
        className="mt-6 inline-flex w-full lg:mt-auto items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-blue via-brand-blue-dark to-brand-blue px-6 py-3.5 text-base font-bold text-white shadow-lg ring-2 ring-brand-gold transition hover:shadow-xl motion-reduce:transition-none"
      >
        <PartyPopper aria-hidden="true" className="size-5 text-brand-gold-light" />
        {buttons.combo}
        <Sparkles aria-hidden="true" className="size-5 text-brand-gold-light" />
      </button>
    </section>
  );
}
