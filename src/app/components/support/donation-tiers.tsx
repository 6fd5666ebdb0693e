import { Crown, FileText, Headphones, Heart, Mic, Star, Users, type LucideIcon } from "lucide-react";
import { brand } from "../../content/brand.ts";
import { donateSection, type ImpactIcon } from "../../content/support.ts";
import { formatUsd } from "../../../shared/money.ts";
import { IconTile } from "../ui/icon-tile.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

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
        <SectionHeading id="donate-heading" heading={donateSection.heading} intro={donateSection.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {brand.donationTiers.map((tier, index) => (
            <li
              key={tier.id}
              className="relative flex flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-md"
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-gold-light via-brand-gold to-brand-gold-light"
              />
              <IconTile
                icon={tierIcons[index % tierIcons.length] ?? Heart}
                tone="tint"
                size="lg"
                shape="disc"
              />
              <h3 className="mt-5 text-xl font-bold text-ink">{tier.name}</h3>
              <p className="mt-2 font-display text-5xl font-bold text-brand-blue">
                {formatUsd(tier.amountCents)}
              </p>
              <p className="mt-4 leading-relaxed text-slate-600">{tier.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="impact-heading" className="rounded-3xl bg-white p-8 shadow-md sm:p-12">
        <h2 id="impact-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          {donateSection.impactHeading}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2">
          {donateSection.impact.map((item) => (
            <li key={item.title} className="flex gap-4">
              <IconTile icon={impactIcons[item.icon]} tone="gold" />
              <div>
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center font-display text-xl italic text-brand-blue">
          {donateSection.thanks}
        </p>
      </section>
    </div>
  );
}
