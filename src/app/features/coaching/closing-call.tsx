import { closingCall } from "#app/content/coaching.ts";
import type { PaymentsBrowserConfig } from "#shared/payments/payment-requests.ts";
import { DiscoveryCallLink } from "./discovery-call-link.tsx";
import { PurchaseButton } from "./purchase-button.tsx";

/** The page's last word: the closing 'ready' button, with the discovery call for those not yet sure. */
export function ClosingCall({ payments }: { payments: PaymentsBrowserConfig }) {
  return (
    <section
      aria-labelledby="closing-call-heading"
      className="bg-gradient-to-r from-brand-gold-light to-brand-gold py-16 sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <h2 id="closing-call-heading" className="text-3xl font-bold text-ink sm:text-4xl">
          {closingCall.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-lg leading-relaxed text-ink">{closingCall.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:flex-wrap">
          <PurchaseButton payments={payments} variant="primary" />
          <DiscoveryCallLink variant="outline" className="bg-white/40" />
        </div>
      </div>
    </section>
  );
}
