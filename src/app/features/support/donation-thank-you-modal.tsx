import * as Dialog from "@radix-ui/react-dialog";
import { HeartHandshake } from "#app/components/ui/icons.tsx";
import { useEffect, useEffectEvent } from "react";
import { donationCopy } from "#app/content/support.ts";
import { formatUsd } from "#shared/money.ts";
import { PaymentDialog } from "#app/components/payments/payment-dialog.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** SPEC §9: the thank-you modal closes itself after 6 s. */
export const THANK_YOU_AUTO_CLOSE_MS = 6000;

/** What the thank-you knows of the gift: its amount and tier, when the page or the return address says them. */
export type DonationThanks = {
  amountCents: number | null;
  tierName: string | null;
  /** The tier button to return to once the modal closes. */
  returnFocusTo?: HTMLElement | null;
};

const copy = donationCopy.thankYou;

/**
 * SPEC §4 Donation: the thank-you after a successful donation (or on the provider's return to
 * /support?donation=success). It closes by itself after 6 s, or with its button, × or Escape.
 */
export default function DonationThankYouModal({
  thanks,
  onClose,
}: {
  thanks: DonationThanks;
  onClose: () => void;
}) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const timer = window.setTimeout(close, THANK_YOU_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <PaymentDialog
      open
      onOpenChange={(open) => !open && onClose()}
      align="center"
      medallion={<IconTile icon={HeartHandshake} tone="gold" size="xl" shape="disc" className="shadow-lg" />}
      eyebrow={copy.eyebrow}
      title={copy.title}
      description={copy.text(
        thanks.amountCents === null ? null : formatUsd(thanks.amountCents),
        thanks.tierName,
      )}
      closeLabel={copy.close}
      returnFocusTo={() => thanks.returnFocusTo}
    >
      <div className="flex flex-col items-center text-center">
        <p className="font-display text-lg text-brand-blue italic">{copy.signature}</p>
        <Dialog.Close asChild>
          <Button size="lg" className="mt-6 w-full sm:w-auto">
            {copy.button}
          </Button>
        </Dialog.Close>
      </div>
    </PaymentDialog>
  );
}
