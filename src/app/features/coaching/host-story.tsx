import { Quote } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { coachingStory } from "#app/content/coaching.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

export function HostStory() {
  return (
    <section aria-labelledby="coaching-story" className="overflow-x-clip bg-paper py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-[2fr_3fr] lg:items-center">
        <figure className="relative mx-auto w-full max-w-sm">
          <div aria-hidden="true" className="absolute -inset-3 rotate-3 rounded-[2rem] bg-brand-gold/30" />
          <div className="relative flex aspect-[4/5] flex-col items-center justify-center overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-blue to-brand-blue-dark p-8 text-center shadow-xl">
            <div
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-brand-gold/20 to-transparent"
            />
            <span
              aria-hidden="true"
              className="relative flex h-32 w-32 items-center justify-center rounded-full border-4 border-brand-gold-light/70 font-display text-5xl font-bold text-white"
            >
              {brand.host.initials}
            </span>
            <figcaption className="relative mt-6">
              <span className="block font-display text-2xl font-semibold text-white">
                {coachingStory.signature}
              </span>
              <span className="mt-1 block text-sm text-blue-100">{coachingStory.signatureRole}</span>
            </figcaption>
          </div>
        </figure>
        <div>
          <SectionHeading
            id="coaching-story"
            eyebrow={coachingStory.eyebrow}
            heading={coachingStory.heading}
            align="left"
          />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {coachingStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-8 flex items-center gap-3 font-display text-xl italic text-brand-blue">
            <Quote aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-gold" />—{" "}
            {coachingStory.signature}
          </p>
        </div>
      </div>
    </section>
  );
}
