import { Suspense } from "react";
import type { DonationThanks } from "./donation-thank-you-modal.tsx";
import { lazyWithFallback, RenderNothing } from "../ui/lazy-with-fallback.tsx";

export type { DonationThanks };

// Fetched with the first thank-you, so the support page's first load carries no dialog code.
const DonationThankYouModal = lazyWithFallback(
  () => import("./donation-thank-you-modal.tsx"),
  RenderNothing,
);

/** The page's thank-you modal slot (SPEC §4 Donation, §9 auto-close). */
export function DonationThankYou({ thanks, onClose }: { thanks: DonationThanks; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <DonationThankYouModal thanks={thanks} onClose={onClose} />
    </Suspense>
  );
}
