import * as Tabs from "@radix-ui/react-tabs";
import { Gift, Handshake } from "#app/components/ui/icons.tsx";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { supportTabs, supportTabValues, type SupportTab } from "#app/content/support.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import type { DonationThanks } from "./donation-thank-you.tsx";
import { rememberTabInAddress } from "#app/lib/tab-in-address.ts";
import { paths } from "#shared/site-paths.ts";
import { TabListForm, TabSubmitTrigger } from "#app/components/ui/tab-list-form.tsx";
import { DonationTiers } from "./donation-tiers.tsx";
import { SponsorPackages } from "./sponsor-packages.tsx";

const triggerClasses =
  "flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-3 text-sm font-semibold text-slate-700 transition-colors sm:px-6 sm:text-base " +
  "hover:text-brand-blue data-[state=active]:bg-brand-blue data-[state=active]:text-white data-[state=active]:shadow-md";

/** Where the tabs start: a tab chosen before the page's script has run opens the page there. */
const supportTabsAnchorId = "support-options";

const isSupportTab = (value: string | null): value is SupportTab =>
  (supportTabValues as readonly (string | null)[]).includes(value);

/**
 * SPEC §2 Support: 'Make a Donation' (default) and 'Become a Sponsor'; arrow keys move between
 * tabs. /support?tab=sponsor opens on the sponsor tab (the footer's contact link uses it), also
 * when the link is followed on this page; the tab chosen is kept in the address the same way, so
 * Back to the page or a reload opens it again. Once opened, a tab stays mounted (hidden while the
 * other shows), so what the visitor typed in the contact form survives a look at the other tab.
 */
export function SupportTabs({
  payments,
  onDonated,
}: {
  payments: PaymentsBrowserConfig;
  onDonated: (thanks: DonationThanks) => void;
}) {
  const [searchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const requested = searchParams.get("tab");
  const linked: SupportTab = isSupportTab(requested) ? requested : "donate";
  const [tab, setTab] = useState<SupportTab>(linked);
  const [sponsorOpened, setSponsorOpened] = useState(linked === "sponsor");
  const [shownLocation, setShownLocation] = useState(locationKey);
  // A new address (a link followed while on the page) shows the tab it names, in this very render,
  // so the layout's scroll to #contact finds the form (a frame later, when the sponsor panel mounts
  // for the first time: Radix fills a panel in after its first render).
  if (shownLocation !== locationKey) {
    setShownLocation(locationKey);
    setTab(linked);
    if (linked === "sponsor") setSponsorOpened(true);
  }
  const select = (value: string) => {
    if (!isSupportTab(value)) return;
    setTab(value);
    if (value === "sponsor") setSponsorOpened(true);
    rememberTabInAddress(value, supportTabValues[0]);
  };

  return (
    <Tabs.Root
      id={supportTabsAnchorId}
      value={tab}
      onValueChange={select}
      className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20"
    >
      <TabListForm action={`${paths.support}#${supportTabsAnchorId}`}>
        <Tabs.List
          aria-label={supportTabs.label}
          className="mx-auto flex max-w-xl gap-1 rounded-full border border-slate-200 bg-white p-1.5 shadow-sm"
        >
          <TabSubmitTrigger value="donate" className={triggerClasses}>
            <Gift aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
            {supportTabs.donate}
          </TabSubmitTrigger>
          <TabSubmitTrigger value="sponsor" className={triggerClasses}>
            <Handshake aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
            {supportTabs.sponsor}
          </TabSubmitTrigger>
        </Tabs.List>
      </TabListForm>
      {/* Radix unmounts an inactive panel unless forceMount; then hiding it is ours to do. The
          donation panel always stays mounted: a tab switch then changes the page in one render, so
          the layout's scroll to #contact measures the final layout. */}
      <Tabs.Content value="donate" forceMount hidden={tab !== "donate"} className="mt-12 rounded-3xl">
        <DonationTiers payments={payments} onDonated={onDonated} />
      </Tabs.Content>
      <Tabs.Content
        value="sponsor"
        forceMount={sponsorOpened || undefined}
        hidden={tab !== "sponsor"}
        className="mt-12 rounded-3xl"
      >
        <SponsorPackages />
      </Tabs.Content>
    </Tabs.Root>
  );
}
