import { CircleCheck } from "#app/components/ui/icons.tsx";
import { audience } from "#app/content/about.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 About: 'This Journey Is For You If...', five audience lines. */
export function AudienceList() {
  return (
    <section aria-labelledby="journey-for-you" className="mx-auto max-w-4xl px-5 py-20 sm:px-8 md:py-24">
      <SectionHeading id="journey-for-you" heading={audience.heading} colour="brand-blue-dark" />
      <ul className="mt-10 space-y-4">
        {audience.lines.map((line) => (
          <li
            key={line}
            className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-green" />
            <span className="text-lg leading-relaxed text-ink">{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
