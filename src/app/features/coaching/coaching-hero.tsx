import { ArrowDown, CheckCircle2 } from "#app/components/ui/icons.tsx";
import { coachingHero, discoveryCall } from "#app/content/coaching.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { DiscoveryCallLink } from "./discovery-call-link.tsx";
import { PurchaseButton } from "./purchase-button.tsx";

/** SPEC §2 Coaching hero: the program, the first 'ready' button and the free discovery call. */
export function CoachingHero({ payments }: { payments: PaymentsBrowserConfig }) {
  return (
    <HeroBand aria-labelledby="coaching-title" shade="deep">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:py-28">
        <div>
          <p className="inline-flex rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-gold-light">
            {coachingHero.eyebrow}
          </p>
          <h1 id="coaching-title" className="mt-6 text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
            {coachingHero.title}
            <span className="mt-3 block text-2xl font-semibold text-brand-gold-light sm:text-3xl">
              {coachingHero.programLine}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-blue-100">{coachingHero.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-blue-50">
            {coachingHero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-brand-gold-light" />
                {item}
              </li>
            ))}
          </ul>
          {/* Stacked at the width of the longer label, so the two actions line up. */}
          <div className="mt-9 flex flex-col gap-4 sm:w-fit">
            <PurchaseButton payments={payments} />
            <DiscoveryCallLink variant="light" />
          </div>
          <p className="mt-4 text-sm text-blue-100">{discoveryCall.note}</p>
          <a
            href="#blueprint"
            className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-gold-light underline-offset-4 hover:underline"
          >
            {coachingHero.blueprintLinkLabel}
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </a>
        </div>
        <ul
          aria-label={coachingHero.glanceLabel}
          className="grid grid-cols-2 gap-4 rounded-3xl border border-white/15 bg-white/10 p-5 shadow-2xl backdrop-blur sm:p-8"
        >
          {coachingHero.glance.map((item) => (
            <li key={item.label} className="rounded-2xl bg-brand-blue-dark/60 p-5">
              <span className="block font-display text-4xl font-bold text-brand-gold-light">
                {item.value}
              </span>
              <span className="mt-1 block text-sm text-blue-100">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </HeroBand>
  );
}
