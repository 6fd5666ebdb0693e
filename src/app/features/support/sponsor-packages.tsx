import { BarChart3, Check } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { sponsorSection } from "#app/content/support.ts";
import { formatUsd } from "#shared/money.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { SponsorContact } from "./sponsor-contact.tsx";

/** SPEC §2 Support, sponsor tab: audience stats, the three packages and contact info with the contact form. */
export function SponsorPackages() {
  return (
    <section aria-labelledby="sponsor-heading" className="space-y-14">
      <SectionHeading id="sponsor-heading" heading={sponsorSection.heading} intro={sponsorSection.intro} />

      <div className="rounded-3xl bg-gradient-to-br from-brand-blue to-brand-blue-dark p-8 text-white shadow-lg sm:p-10">
        <h3 className="flex items-center justify-center gap-2 text-2xl font-bold">
          <BarChart3 aria-hidden="true" className="h-6 w-6 text-brand-gold-light" />
          {sponsorSection.statsHeading}
        </h3>
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          {brand.audienceStats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center rounded-2xl bg-white/10 p-6 text-center"
            >
              <dt className="mt-2 text-sm font-medium uppercase tracking-wider text-blue-100">
                {stat.label}
              </dt>
              <dd className="font-display text-4xl font-bold text-brand-gold-light">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className="text-center text-2xl font-bold text-ink sm:text-3xl">
          {sponsorSection.packagesHeading}
        </h3>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {brand.sponsorPackages.map((pkg) => (
            <li
              key={pkg.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-md"
            >
              <h4 className="font-display text-xl font-bold text-ink">{pkg.name}</h4>
              <p className="mt-3">
                <span className="font-display text-4xl font-bold text-brand-blue">
                  {formatUsd(pkg.priceCents)}
                </span>
                <span className="text-slate-600"> per {pkg.per}</span>
              </p>
              <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6">
                {pkg.perks.map((perk) => (
                  <li key={perk} className="flex items-start gap-3 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-green" />
                    {perk}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>

      <SponsorContact />
    </section>
  );
}
