import {
  Briefcase,
  Compass,
  Heart,
  Mic,
  Sprout,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { discover, type AboutIcon } from "#app/content/about.ts";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const icons: Record<AboutIcon, IconComponent> = {
  mic: Mic,
  compass: Compass,
  heart: Heart,
  sprout: Sprout,
  briefcase: Briefcase,
  users: Users,
};

/** SPEC §2 About: 'What You'll Discover', four cards. */
export function DiscoverCards() {
  return (
    <section aria-labelledby="what-youll-discover" className="bg-white py-20 md:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="what-youll-discover"
          heading={discover.heading}
          intro={discover.intro}
          colour="brand-blue-dark"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {discover.cards.map((card) => (
            <IconCard key={card.title} icon={icons[card.icon]} title={card.title} text={card.text} />
          ))}
        </ul>
      </div>
    </section>
  );
}
