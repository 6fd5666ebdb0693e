import { trackEvent } from "#app/lib/analytics.ts";
import { useRewardActions } from "#app/lib/rewards-context.ts";
import { donationTierFor } from "#shared/payments/payment-requests.ts";

/**
 * SPEC §4 Donation: what follows every successful donation, whether it was confirmed in the
 * dialog or came back from the provider's redirect: the donation_completed event, the visitor's
 * reward, and confetti (SPEC §9, bigger for bigger gifts). The amount is null after a return that
 * did not say it.
 */
export function useRecordDonation(): (amountCents: number | null) => void {
  const { trackDonation } = useRewardActions();
  return (amountCents) => {
    const tier = amountCents === null ? null : donationTierFor(amountCents);
    trackEvent(
      "donation_completed",
      amountCents === null ? undefined : { amount: amountCents / 100, ...(tier ? { tier } : {}) },
    );
    trackDonation();
    // Confetti is decoration: its code loads now, and a failed download changes nothing.
    import("#app/lib/celebrations.ts").then(
      ({ celebrateDonation }) => celebrateDonation((amountCents ?? 0) / 100),
      () => undefined,
    );
  };
}
