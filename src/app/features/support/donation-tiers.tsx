import {
  Crown,
  FileText,
  Gift,
  Headphones,
  Heart,
  Mic,
  Star,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { Suspense, useState } from "react";
import { brand } from "#shared/content/brand.ts";
import { donateSection, donationCopy, type ImpactIcon } from "#app/content/support.ts";
import { trackEvent } from "#app/lib/analytics.ts";
import { formatUsd } from "#shared/money.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { DonationTier } from "./donation-dialog.tsx";
import type { DonationThanks } from "./donation-thank-you.tsx";
import {
  lazyWithFallback,
  FloatingLoadFailedNotice,
  DialogLoading,
} from "#app/components/ui/lazy-with-fallback.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

// The dialog and the payment code behind it are fetched on the first donation (or when the
// pointer comes near a donate button), never with the page (DESIGN principle 5).
const loadDonationDialog = () => import("./donation-dialog.tsx");
const DonationDialog = lazyWithFallback(loadDonationDialog, FloatingLoadFailedNotice);
const preloadDonationDialog = () => void loadDonationDialog().catch(() => undefined);

const tierIcons: IconComponent[] = [Heart, Star, Crown];
const impactIcons: Record<ImpactIcon, IconComponent> = {
  mic: Mic,
  headphones: Headphones,
  "file-text": FileText,
  users: Users,
};

type DonationTiersProps = {
  payments: PaymentsBrowserConfig;
  /** A donation went through: the page thanks the donor. */
  onDonated: (thanks: DonationThanks) => void;
};

/**
 * SPEC §2 Support, donate tab: the three tiers, each with a button that opens the donation
 * dialog (SPEC §4 Donation; the press is tracked as donation_attempt), and what donations pay for.
 */
export function DonationTiers({ payments, onDonated }: DonationTiersProps) {
  const [donating, setDonating] = useState<{ tier: DonationTier; button: HTMLButtonElement } | null>(null);

  const donate = (tier: DonationTier, button: HTMLButtonElement) => {
    trackEvent("donation_attempt", { amount: tier.amountCents / 100, tier: tier.name });
    setDonating({ tier, button });
  };

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
              <p className="mt-1 text-sm font-semibold text-slate-600">{donationCopy.oneTime}</p>
              <p className="mt-4 flex-1 leading-relaxed text-slate-600">{tier.description}</p>
              {/* Not ready until the page's script runs; a press made meanwhile opens the dialog then. */}
              <ReadyButton
                aria-haspopup="dialog"
                className={buttonClasses({ variant: "gold", size: "md", className: "mt-6 w-full shadow-md" })}
                onPointerEnter={preloadDonationDialog}
                onFocus={preloadDonationDialog}
                onPress={(button) => donate(tier, button)}
              >
                <Gift aria-hidden="true" className="size-5" />
                {donationCopy.button(formatUsd(tier.amountCents))}
              </ReadyButton>
            </li>
          ))}
        </ul>
        {/* Mounted only while open: every opening requests its own intent (SPEC §4). */}
        {donating && (
          <Suspense fallback={<DialogLoading onCancel={() => setDonating(null)} />}>
            <DonationDialog
              payments={payments}
              tier={donating.tier}
              onClose={() => setDonating(null)}
              onDonated={() => {
                setDonating(null);
                onDonated({
                  amountCents: donating.tier.amountCents,
                  tierName: donating.tier.name,
                  returnFocusTo: donating.button,
                });
              }}
              returnFocusTo={() => donating.button}
            />
          </Suspense>
        )}
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
