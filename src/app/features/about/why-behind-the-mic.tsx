import { Mic } from "#app/components/ui/icons.tsx";
import { whyBehindTheMic } from "#app/content/about.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 About: 'The Why Behind the Mic', the story of why the show exists. */
export function WhyBehindTheMic() {
  return (
    <section aria-labelledby="why-behind-the-mic" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-24">
      <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="why-behind-the-mic"
            eyebrow="Our story"
            heading={whyBehindTheMic.heading}
            colour="brand-blue-dark"
            align="left"
          />
          <p className="mt-6 font-display text-xl leading-relaxed text-ink sm:text-2xl">
            {whyBehindTheMic.lead}
          </p>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
            {whyBehindTheMic.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside className="self-start rounded-3xl bg-linear-to-br from-brand-blue to-brand-blue-dark p-8 text-white shadow-xl shadow-brand-blue/20 lg:sticky lg:top-28">
          <IconTile icon={Mic} tone="gold" size="lg" className="shadow-lg" />
          <ul className="mt-8 space-y-6">
            {whyBehindTheMic.highlights.map((highlight) => (
              <li key={highlight.value} className="border-l-4 border-brand-gold pl-4">
                <p className="font-display text-2xl font-bold text-brand-gold-light">{highlight.value}</p>
                <p className="mt-1 text-white/90">{highlight.label}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
