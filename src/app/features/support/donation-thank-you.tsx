import { Suspense, useLayoutEffect } from "react";
import type { DonationThanks } from "./donation-thank-you-modal.tsx";
import { lazyWithFallback, RenderNothing } from "#app/components/ui/lazy-with-fallback.tsx";
import { holdRewardNotification } from "#app/features/rewards/index.ts";

export type { DonationThanks };

// Fetched with the first thank-you, so the support page's first load carries no dialog code.
const DonationThankYouModal = lazyWithFallback(() => import("./donation-thank-you-modal.tsx"), RenderNothing);

/**
 * The page's thank-you modal slot (SPEC §4 Donation, §9 auto-close). The thank-you comes first: an
 * achievement the gift unlocked shows once it has closed. The hold is taken here, before the first
 * paint, not in the modal, whose code may still be on its way when the achievement's is not.
 */
export function DonationThankYou({ thanks, onClose }: { thanks: DonationThanks; onClose: () => void }) {
  useLayoutEffect(() => holdRewardNotification(), []);
  return (
    <Suspense fallback={null}>
      <DonationThankYouModal thanks={thanks} onClose={onClose} />
    </Suspense>
  );
}
