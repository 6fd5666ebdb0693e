import { HeartPulse, Target, TrendingUp, type IconComponent } from "#app/components/ui/icons.tsx";
import { welcome, type PillarIcon } from "#app/content/home.ts";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const pillarIcons: Record<PillarIcon, IconComponent> = {
  purpose: Target,
  growth: TrendingUp,
  wellness: HeartPulse,
};

/** SPEC §2 home: the welcome block and its three pillars. */
export function WelcomePillars() {
  return (
    <section aria-labelledby="welcome-heading" className="bg-paper px-5 py-20 sm:px-8 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="welcome-heading"
          heading={welcome.heading}
          intro={welcome.intro}
          goldBar
          colour="brand-blue"
          size="lg"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {welcome.pillars.map(({ title, icon, text }) => (
            <IconCard key={title} icon={pillarIcons[icon]} title={title} text={text} size="lg" />
          ))}
        </ul>
      </div>
    </section>
  );
}
