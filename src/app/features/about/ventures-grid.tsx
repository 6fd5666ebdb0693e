import {
  BookOpen,
  Building2,
  ExternalLink as ExternalLinkIcon,
  House,
  Leaf,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { companionProduct, hostVentures, venturesSection, type VentureIcon } from "#app/content/host.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const icons: Record<VentureIcon, IconComponent> = {
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
      <SectionHeading
        id="host-ventures"
        eyebrow="Beyond the podcast"
        heading={venturesSection.heading}
        intro={venturesSection.intro}
        colour="brand-blue-dark"
        align="left"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {hostVentures.map((venture) => (
          <li key={venture.href}>
            <ExternalLink
              href={venture.href}
              className="group flex h-full flex-col rounded-2xl bg-white p-7 shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl hover:ring-brand-blue/40"
            >
              <IconTile
                icon={icons[venture.icon]}
                tone="tint"
                className="transition group-hover:bg-brand-blue group-hover:text-brand-gold-light"
              />
              <h3 className="mt-5 text-xl font-bold text-brand-blue-dark">{venture.name}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{venture.description}</p>
              <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-blue group-hover:underline">
                Visit website
                <ExternalLinkIcon className="size-4" />
              </span>
            </ExternalLink>
          </li>
        ))}
        <li className="flex flex-col rounded-2xl border-2 border-dashed border-brand-gold bg-linear-to-br from-brand-gold-light/40 to-paper p-7 md:col-span-2 lg:col-span-2">
          <div className="flex items-start justify-between gap-4">
            <IconTile icon={BookOpen} tone="gold" />
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
