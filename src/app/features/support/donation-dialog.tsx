import { LoaderCircle } from "#app/components/ui/icons.tsx";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { Brand } from "#shared/content/brand.ts";
import { donationCopy } from "#app/content/support.ts";
import { trackEvent } from "#app/lib/analytics.ts";
import { formatUsd } from "#shared/money.ts";
import { paymentReturnPaths, type PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { CardPaymentForm, preloadCardForm } from "#app/components/payments/card-payment-form.tsx";
import { PaymentDialog } from "#app/components/payments/payment-dialog.tsx";
import {
  showIntentFailedToast,
  showPaymentCanceledToast,
  showPaymentErrorToast,
  showPaymentFailedToast,
  showVerifyBankToast,
} from "#app/components/payments/payment-toasts.ts";
import { requestIntent } from "#app/components/payments/request-intent.ts";
import { useRecordDonation } from "./use-record-donation.ts";

export type DonationTier = Brand["donationTiers"][number];

const copy = donationCopy.dialog;

type DonationDialogProps = {
  payments: PaymentsBrowserConfig;
  tier: DonationTier;
  onClose: () => void;
  /** The payment went through: the page shows the thank-you modal. */
  onDonated: () => void;
  returnFocusTo: () => HTMLElement | null;
};

/**
 * SPEC §4 Donation: opening the dialog requests the intent at once, with the 'Preparing Donation'
 * spinner until the client secret arrives (a failure closes the dialog with the SPEC §8 toast);
 * then the shared card form with the donor's optional name and email (SPEC §5). A confirmed
 * payment is recorded (useRecordDonation) and handed to the page's thank-you modal; a decline is
 * tracked as donation_failed. Loaded on the first donation.
 */
export default function DonationDialog({
  payments,
  tier,
  onClose,
  onDonated,
  returnFocusTo,
}: DonationDialogProps) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const amountDollars = tier.amountCents / 100;
  const amount = formatUsd(tier.amountCents);
  const eventParams = { amount: amountDollars, tier: tier.name };
  const recordDonation = useRecordDonation();

  // One intent per opening: React's development double-run of effects must not ask twice, and an
  // answer that arrives after the dialog was closed is dropped.
  const requested = useRef(false);
  const mounted = useRef(false);
  const requestDonationIntent = useEffectEvent(() => {
    preloadCardForm(payments);
    requestIntent({ url: "/api/create-donation-intent", body: { amount: amountDollars } }).then(
      (secret) => {
        if (mounted.current) setClientSecret(secret);
      },
      () => {
        if (!mounted.current) return;
        showIntentFailedToast();
        onClose();
      },
    );
  });
  useEffect(() => {
    mounted.current = true;
    if (!requested.current) {
      requested.current = true;
      requestDonationIntent();
    }
    return () => {
      mounted.current = false;
    };
  }, []);

  // A failure's toast must not stay over the thank-you once another card has paid.
  const closeFailure = useRef<(() => void) | null>(null);
  const succeeded = () => {
    closeFailure.current?.();
    recordDonation(tier.amountCents);
    onDonated();
  };

  return (
    <PaymentDialog
      open
      onOpenChange={(open) => !open && onClose()}
      eyebrow={tier.name}
      title={copy.title(amount)}
      description={copy.description(amount)}
      busy={paying}
      closeLabel={copy.close}
      returnFocusTo={returnFocusTo}
    >
      {clientSecret ? (
        <CardPaymentForm
          payments={payments}
          clientSecret={clientSecret}
          returnPath={paymentReturnPaths.donation(tier.amountCents)}
          billing="optional"
          submitLabel={copy.submit(amount)}
          onProcessingChange={setPaying}
          onSucceeded={succeeded}
          onDeclined={(message) => {
            trackEvent("donation_failed", { ...eventParams, reason: "declined" });
            closeFailure.current = showPaymentFailedToast(message);
          }}
          onError={() => {
            trackEvent("donation_failed", { ...eventParams, reason: "error" });
            closeFailure.current = showPaymentErrorToast();
          }}
          onCanceled={() => {
            trackEvent("donation_failed", { ...eventParams, reason: "canceled" });
            onClose();
            showPaymentCanceledToast();
          }}
          onAwaitingBankVerification={() => {
            onClose();
            showVerifyBankToast();
          }}
        />
      ) : (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl bg-paper py-12 text-center"
        >
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-blue" />
          <p className="font-display text-xl font-semibold text-ink">{copy.preparing}</p>
          <p className="text-sm text-slate-600">{copy.preparingHint}</p>
        </div>
      )}
    </PaymentDialog>
  );
}
