import { Briefcase, Compass, Heart, Mic, Sprout, Users, type LucideIcon } from "lucide-react";
import { discover, type AboutIcon } from "../../content/about.ts";

const icons: Record<AboutIcon, LucideIcon> = {
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
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="what-youll-discover" className="text-3xl font-bold text-brand-blue-dark sm:text-4xl">
            {discover.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{discover.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {discover.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li
                key={card.title}
                className="group rounded-2xl border border-slate-200 bg-paper p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-blue text-brand-gold-light transition group-hover:bg-brand-gold group-hover:text-ink">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-blue-dark">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
