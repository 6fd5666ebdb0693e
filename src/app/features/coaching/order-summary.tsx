import { useEffect, useRef } from "react";
import { brand } from "#shared/content/brand.ts";
import { purchaseDialog } from "#app/content/coaching.ts";
import type { CoachingClient } from "./client-details-form.tsx";

const copy = purchaseDialog.payment;

/**
 * Step 2's summary: the program, its price and who it is for. It takes the focus when it
 * appears, since the step-1 form that had it is gone.
 */
export function OrderSummary({ client }: { client: CoachingClient }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="coaching-order-summary"
      className="rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark px-4 py-3.5 text-white shadow-md sm:px-5"
    >
      <h3
        id="coaching-order-summary"
        ref={headingRef}
        tabIndex={-1}
        className="font-sans text-xs font-bold tracking-[0.2em] text-brand-gold-light uppercase focus:outline-none"
      >
        {copy.summaryLabel}
      </h3>
      <div className="mt-2 flex items-start justify-between gap-4">
        <p>
          <span className="block font-display text-base leading-snug font-semibold sm:text-lg">
            {brand.coaching.programName}
          </span>
          <span className="block text-sm text-blue-100">{copy.durationLabel}</span>
        </p>
        <p className="font-display text-2xl font-bold text-brand-gold-light sm:text-3xl">{copy.price}</p>
      </div>
      <p className="mt-3 border-t border-white/15 pt-2.5 text-sm text-blue-100 [overflow-wrap:anywhere]">
        <span className="font-semibold text-white">{copy.client}:</span> {client.name} · {client.email}
      </p>
    </section>
  );
}
