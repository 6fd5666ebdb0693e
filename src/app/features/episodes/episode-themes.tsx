import { Brain, Compass, HeartPulse, Sprout, type IconComponent } from "#app/components/ui/icons.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

// The four themes the episode grid labels its cards with (SPEC §2 episodes grid).
const themes: { name: string; text: string; icon: IconComponent }[] = [
  { name: "Growth", text: "Habits, skills and the courage to become who you are meant to be.", icon: Sprout },
  { name: "Mindset", text: "Reframing fear, doubt and setbacks into fuel for the next step.", icon: Brain },
  { name: "Purpose", text: "Finding your why and building work and a life around it.", icon: Compass },
  { name: "Wellness", text: "Energy, health and relationships that let success last.", icon: HeartPulse },
];

/** What the episodes talk about, so a first-time visitor knows what to expect. */
export function EpisodeThemes() {
  return (
    <section aria-labelledby="themes-heading" className="bg-paper px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="themes-heading"
          heading="What We Talk About"
          intro="Four themes run through every episode."
          goldBar
          colour="brand-blue"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {themes.map(({ name, text, icon }) => (
            <IconCard key={name} icon={icon} title={name} text={text} tone="tint" />
          ))}
        </ul>
      </div>
    </section>
  );
}
