import { useState } from "react";
import type { Route } from "./+types/support";
import {
  DonationThankYou,
  type DonationThanks,
  SupportHero,
  SupportTabs,
  useRecordDonation,
  countDonationReturnOnce,
} from "#app/features/support/index.ts";
import { supportMeta } from "#app/content/support.ts";
import { usePaymentReturn } from "#app/lib/payment-return.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { organizationLd } from "#app/lib/structured-data.ts";
import { paths } from "#shared/site-paths.ts";
import { donationTierFor, returnedDonationCents } from "#shared/payments/payment-requests.ts";
import { contactAction } from "#app/features/support/index.server.ts";

/** The contact form posted before the page's script ran (`contact-action.server.ts`). */
export const action = contactAction;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: supportMeta.title,
    description: supportMeta.description,
    path: paths.support,
    jsonLd: [organizationLd(baseUrlFrom(matches))],
  });

/** The card form the donation dialog shows: the sandbox, or Stripe with its publishable key (SPEC §7). */
export function loader({ context }: Route.LoaderArgs) {
  return { payments: context.payments };
}

/**
 * SPEC §2 Support. The thank-you modal belongs to the page: it follows a donation made in a tier's
 * dialog, and it greets a donor whom the provider sends back to /support?donation=success, whose
 * donation is then recorded as one made in the dialog is. Only the provider's own return names its
 * payment: the address opened by hand, or shared, still thanks but records nothing, and the same
 * payment's return opened again records it once (decision 011).
 */
export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const [thanks, setThanks] = useState<DonationThanks | null>(null);
  const recordDonation = useRecordDonation();
  usePaymentReturn("donation", (params) => {
    const amountCents = returnedDonationCents(params);
    const paymentId = params.get("payment_intent");
    if (paymentId && countDonationReturnOnce(paymentId)) recordDonation(amountCents);
    setThanks({ amountCents, tierName: amountCents === null ? null : donationTierFor(amountCents) });
  });
  return (
    <>
      <SupportHero />
      {/* Not keyed on the location: a link followed on this page switches the tab and keeps what was typed. */}
      <SupportTabs payments={loaderData.payments} onDonated={setThanks} />
      {thanks && <DonationThankYou thanks={thanks} onClose={() => setThanks(null)} />}
    </>
  );
}
