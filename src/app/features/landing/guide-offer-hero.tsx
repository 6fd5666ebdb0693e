import { Gift } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { guideDays, guideName, landingBenefits, landingHero } from "#app/content/landing.ts";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { SiteLogo } from "#app/components/ui/site-logo.tsx";
import { BenefitList } from "./benefit-list.tsx";
import { GuideCover } from "./guide-cover.tsx";
import { GuideSignUp } from "./guide-sign-up.tsx";
import { GUIDE_SIGN_UP_ID } from "./guide-sign-up-form.tsx";

/** SPEC §2 landing page: the full-screen offer of the free guide. */
export function GuideOfferHero() {
  return (
    <HeroBand className="min-h-screen">
      <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 lg:py-12">
        <p className="flex items-center gap-3 font-display text-lg font-semibold">
          <SiteLogo size={40} className="size-10 rounded-xl ring-1 ring-white/30" />
          {brand.showName}
        </p>

        <div className="mt-10 grid items-start gap-10 lg:mt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-brand-gold-light ring-1 ring-white/20">
              <Gift aria-hidden="true" className="h-4 w-4" />
              {landingHero.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
              {landingHero.heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-blue-100 sm:text-xl">{landingHero.description}</p>
            <div className="mt-8">
              <BenefitList benefits={landingBenefits} />
            </div>
          </div>

          <div className="space-y-6">
            <GuideCover title={guideName} author={brand.host.name} days={guideDays} />
            <div id={GUIDE_SIGN_UP_ID} className="scroll-mt-6">
              <GuideSignUp />
            </div>
          </div>
        </div>
      </div>
    </HeroBand>
  );
}
