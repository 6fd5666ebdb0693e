import { Brain, Compass, HeartPulse, Sprout, type LucideIcon } from "lucide-react";

// The four themes the episode grid labels its cards with (SPEC §2 episodes grid).
const themes: { name: string; text: string; Icon: LucideIcon }[] = [
  { name: "Growth", text: "Habits, skills and the courage to become who you are meant to be.", Icon: Sprout },
  { name: "Mindset", text: "Reframing fear, doubt and setbacks into fuel for the next step.", Icon: Brain },
  { name: "Purpose", text: "Finding your why and building work and a life around it.", Icon: Compass },
  { name: "Wellness", text: "Energy, health and relationships that let success last.", Icon: HeartPulse },
];

/** What the episodes talk about, so a first-time visitor knows what to expect. */
export function EpisodeThemes() {
  return (
    <section aria-labelledby="themes-heading" className="bg-paper px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <span aria-hidden="true" className="mx-auto block h-1 w-16 rounded-full bg-brand-gold" />
          <h2 id="themes-heading" className="mt-6 text-3xl font-bold text-brand-blue sm:text-4xl">
            What We Talk About
          </h2>
          <p className="mt-4 text-lg text-slate-700">Four themes run through every episode.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {themes.map(({ name, text, Icon }) => (
            <li key={name} className="rounded-2xl border border-amber-100 bg-white p-7 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-blue/10 text-brand-blue">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{name}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
