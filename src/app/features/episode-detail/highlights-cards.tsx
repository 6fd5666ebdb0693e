import { Lightbulb, ListOrdered } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import type { DescriptionHighlights } from "#shared/episodes/description-parser.ts";
import { DetailCard } from "./detail-card.tsx";

/** SPEC §2, §9: takeaways and chapters derived from the description when no record notes are shown. */
export function HighlightsCards({ highlights }: { highlights: DescriptionHighlights }) {
  return (
    <>
      {highlights.takeaways.length > 0 && (
        <DetailCard id="key-takeaways" title={episodeDetailCopy.keyTakeaways} icon={Lightbulb}>
          <ul className="space-y-3" data-testid="takeaways">
            {highlights.takeaways.map((takeaway) => (
              <li key={takeaway} className="flex gap-3 leading-relaxed text-slate-700">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-gold" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{takeaway}</span>
              </li>
            ))}
          </ul>
        </DetailCard>
      )}
      {highlights.chapters.length > 0 && (
        <DetailCard id="chapters" title={episodeDetailCopy.chapters} icon={ListOrdered}>
          <ol className="divide-y divide-slate-100" data-testid="chapters">
            {highlights.chapters.map((chapter) => (
              <li
                key={`${chapter.seconds}-${chapter.title}`}
                className="flex items-baseline gap-4 py-3 first:pt-0 last:pb-0"
              >
                <span className="w-16 shrink-0 rounded-full bg-brand-blue/10 px-2 py-0.5 text-center font-mono text-sm font-semibold text-brand-blue-dark tabular-nums">
                  {chapter.time}
                </span>
                <span className="text-slate-800">{chapter.title}</span>
              </li>
            ))}
          </ol>
        </DetailCard>
      )}
    </>
  );
}
