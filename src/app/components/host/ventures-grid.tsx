import { BookOpen, Building2, ExternalLink, House, Leaf, Users, type LucideIcon } from "lucide-react";
import { companionProduct, hostVentures, venturesSection, type VentureIcon } from "../../content/host.ts";

const icons: Record<VentureIcon, LucideIcon> = {
  building: Building2,
  leaf: Leaf,
  house: House,
  users: Users,
  book: BookOpen,
};

/** SPEC §2 Host biography page: four ventures with outbound links and a Coming Soon companion tile. */
export function VenturesGrid() {
  return (
    <section aria-labelledby="host-ventures" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-brand-blue uppercase">Beyond the podcast</p>
        <h2 id="host-ventures" className="mt-3 text-3xl font-bold text-brand-blue-dark sm:text-4xl">
          {venturesSection.heading}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{venturesSection.intro}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {hostVentures.map((venture) => {
          const Icon = icons[venture.icon];
          return (
            <li key={venture.href}>
              <a
                href={venture.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-2xl bg-white p-7 shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl hover:ring-brand-blue/40"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-blue/10 text-brand-blue transition group-hover:bg-brand-blue group-hover:text-brand-gold-light">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-blue-dark">{venture.name}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-slate-700">{venture.description}</p>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-blue group-hover:underline">
                  Visit website
                  <ExternalLink className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          );
        })}
        <li
          className="flex flex-col rounded-2xl border-2 border-dashed border-brand-gold bg-linear-to-br from-brand-gold-light/40 to-paper p-7 md:col-span-2 lg:col-span-2"
        >
          <div className="flex items-start justify-between gap-4">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-gold text-ink">
              <BookOpen className="size-6" />
            </span>
            <span className="rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
              {companionProduct.badge}
            </span>
          </div>
          <h3 className="mt-5 text-xl font-bold text-brand-blue-dark">{companionProduct.name}</h3>
          <p className="mt-3 leading-relaxed text-slate-700">{companionProduct.description}</p>
        </li>
      </ul>
    </section>
  );
}
