import { Quote } from "#app/components/ui/icons.tsx";
import { hostQuote } from "#app/content/host.ts";
import { Glow } from "#app/components/ui/glow.tsx";

/** SPEC §2 Host biography page: a quote from the host. */
export function HostQuote() {
  return (
    <section className="px-5 sm:px-8">
      <figure className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-blue-dark to-brand-blue px-7 py-12 text-white shadow-xl sm:px-14 sm:py-16">
        <Glow className="-top-20 -right-20 size-72 bg-brand-sky/15" />
        <Quote aria-hidden="true" className="size-10 text-brand-gold sm:size-12" />
        <blockquote className="relative mt-5 font-display text-2xl leading-snug sm:text-3xl">
          <p>“{hostQuote.quote}”</p>
        </blockquote>
        <figcaption className="relative mt-8 flex items-center gap-3">
          <span aria-hidden="true" className="h-px w-10 bg-brand-gold" />
          <span className="font-semibold text-brand-gold-light">{hostQuote.attribution}</span>
        </figcaption>
      </figure>
    </section>
  );
}
