import { Quote } from "#app/components/ui/icons.tsx";
import { movementQuote } from "#app/content/about.ts";

/** SPEC §2 About: the movement quote. */
export function MovementQuote() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-blue-dark py-20 text-white md:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(125,211,252,0.18),transparent_55%)]"
      />
      <figure className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <Quote aria-hidden="true" className="mx-auto size-12 text-brand-gold" />
        <blockquote className="mt-6 font-display text-2xl leading-snug text-balance sm:text-4xl">
          <p>“{movementQuote.quote}”</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold text-brand-gold-light">{movementQuote.attribution}</span>
          <span className="mt-1 block text-sm text-white/80">{movementQuote.role}</span>
        </figcaption>
      </figure>
    </section>
  );
}
