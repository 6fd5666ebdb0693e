import { Crown, FileText, Headphones, Heart, Mic, Star, Users, type LucideIcon } from "lucide-react";
import { brand } from "../../content/brand.ts";
import { donateSection, type ImpactIcon } from "../../content/support.ts";
import { formatUsd } from "../../../shared/money.ts";

const tierIcons: LucideIcon[] = [Heart, Star, Crown];
const impactIcons: Record<ImpactIcon, LucideIcon> = {
  mic: Mic,
  headphones: Headphones,
  "file-text": FileText,
  users: Users,
};

/**
 * SPEC §2 Support, donate tab: the three tiers and what donations pay for. The buttons that
 * open the donation dialog arrive with the payments feature.
 */
export function DonationTiers() {
  return (
    <div className="space-y-16">
      <section aria-labelledby="donate-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="donate-heading" className="text-3xl font-bold text-ink sm:text-4xl">
            {donateSection.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{donateSection.intro}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {brand.donationTiers.map((tier, index) => {
            const Icon = tierIcons[index % tierIcons.length] ?? Heart;
            return (
              <li
                key={tier.id}
                className="relative flex flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-md"
              >
                <div
                  aria-hidden="true"
                  className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-gold-light via-brand-gold to-brand-gold-light"
                />
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink">{tier.name}</h3>
                <p className="mt-2 font-display text-5xl font-bold text-brand-blue">
                  {formatUsd(tier.amountCents)}
                </p>
                <p className="mt-4 leading-relaxed text-slate-600">{tier.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="impact-heading" className="rounded-3xl bg-white p-8 shadow-md sm:p-12">
        <h2 id="impact-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          {donateSection.impactHeading}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2">
          {donateSection.impact.map((item) => {
            const Icon = impactIcons[item.icon];
            return (
              <li key={item.title} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-gold text-ink">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center font-display text-xl italic text-brand-blue">
          {donateSection.thanks}
        </p>
      </section>
    </div>
  );
}
