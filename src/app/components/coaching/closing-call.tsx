import { closingCall } from "../../content/coaching.ts";
import { DiscoveryCallLink } from "./discovery-call-link.tsx";

export function ClosingCall() {
  return (
    <section
      aria-labelledby="closing-call-heading"
      className="bg-gradient-to-r from-brand-gold-light to-brand-gold py-16 sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
        <h2 id="closing-call-heading" className="text-3xl font-bold text-ink sm:text-4xl">
          {closingCall.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink">{closingCall.text}</p>
        <DiscoveryCallLink variant="primary" className="mt-8" />
      </div>
    </section>
  );
}
