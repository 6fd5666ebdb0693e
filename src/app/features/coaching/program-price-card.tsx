import { Check, ShieldCheck, Users } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { discoveryCall, guarantee, priceCard } from "#app/content/coaching.ts";
import { formatUsd } from "#shared/money.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { Glow } from "#app/components/ui/glow.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { DiscoveryCallLink } from "./discovery-call-link.tsx";
import { PurchaseButton } from "./purchase-button.tsx";

/**
 * SPEC §2 + §9: the $2,800 / 90-day price card, the client limit and the guarantee. Buying is the
 * card's main action; the free discovery call stays beside it for those who want to talk first.
 */
export function ProgramPriceCard({ payments }: { payments: PaymentsBrowserConfig }) {
  return (
    <section
      id="investment"
      aria-labelledby="investment-heading"
      className="relative isolate -scroll-mt-2 overflow-hidden bg-gradient-to-br from-brand-blue-dark via-brand-blue-dark to-brand-blue py-20 sm:py-24"
    >
      <Glow className="top-10 -left-24 size-80 bg-brand-gold/20" />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="investment-heading"
            eyebrow={priceCard.eyebrow}
            heading={priceCard.heading}
            intro={priceCard.intro}
            colour="white"
            align="left"
          />
          <div className="mt-10 rounded-2xl border border-brand-gold-light/40 bg-white/10 p-6 backdrop-blur sm:p-7">
            <div className="flex items-start gap-4">
              <IconTile icon={ShieldCheck} tone="gold" shape="disc" />
              <div>
                <h3 className="text-xl font-bold text-white">{guarantee.heading}</h3>
                <p className="mt-2 leading-relaxed text-blue-50">{guarantee.text}</p>
              </div>
            </div>
          </div>
        </div>

        <div className="relative rounded-3xl bg-white p-7 shadow-2xl ring-4 ring-brand-gold/60 sm:p-10">
          <p className="absolute -top-4 left-1/2 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-brand-gold px-4 py-1.5 text-sm font-semibold text-ink shadow">
            <Users aria-hidden="true" className="h-4 w-4" />
            {priceCard.scarcity}
          </p>
          <p className="mt-2 text-center text-sm font-semibold uppercase tracking-[0.18em] text-brand-blue">
            {priceCard.programName}
          </p>
          <p className="mt-4 text-center">
            <span className="font-display text-6xl font-bold text-ink sm:text-7xl">
              {formatUsd(brand.coaching.priceCents)}
            </span>
            <span className="mt-2 block text-slate-600">{priceCard.durationLabel}</span>
          </p>
          <h3 className="mt-8 text-lg font-bold text-ink">{priceCard.includedHeading}</h3>
          <ul className="mt-4 space-y-3">
            {priceCard.included.map((item) => (
              <li key={item} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-green-100 text-brand-green">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center font-display text-lg italic text-brand-blue">
            {priceCard.scarcityNote}
          </p>
          <PurchaseButton payments={payments} size="md" className="mt-6 w-full py-3.5 sm:text-lg" />
          <DiscoveryCallLink variant="outline" size="md" className="mt-3 w-full py-3" />
          <p className="mt-3 text-center text-sm text-slate-600">{discoveryCall.note}</p>
        </div>
      </div>
    </section>
  );
}
