import { ArrowRight } from "#app/components/ui/icons.tsx";
import { blueprint } from "#app/content/coaching.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 Coaching: the five-pillar blueprint, as numbered cards in their working order. */
export function BlueprintPillars() {
  return (
    <section
      id="blueprint"
      aria-labelledby="blueprint-heading"
      className="-scroll-mt-2 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="blueprint-heading"
          eyebrow={blueprint.eyebrow}
          heading={blueprint.heading}
          intro={blueprint.intro}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blueprint.pillars.map((pillar, index) => (
            <li
              key={pillar.name}
              className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-paper p-7 shadow-sm transition-shadow hover:shadow-lg"
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-gold to-brand-gold-light"
              />
              <span
                aria-hidden="true"
                className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark font-display text-2xl font-bold text-white shadow-md"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-2xl font-bold text-ink">
                <span className="sr-only">Pillar {index + 1}: </span>
                {pillar.name}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-600">{pillar.description}</p>
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-brand-gold-light to-brand-gold p-7 text-ink shadow-sm">
            <p className="font-display text-2xl font-bold">{blueprint.closingCard.title}</p>
            <p className="mt-3 leading-relaxed">{blueprint.closingCard.text}</p>
            <a
              href="#investment"
              className="mt-5 inline-flex items-center gap-2 font-semibold underline underline-offset-4"
            >
              {blueprint.closingCard.linkLabel}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        </ol>
      </div>
    </section>
  );
}
