import { Lightbulb } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { DetailCard } from "./detail-card.tsx";

/** SPEC §2, §9: the takeaways derived from the description when no record notes are shown. */
export function TakeawaysCard({ takeaways }: { takeaways: string[] }) {
  return (
    <DetailCard id="key-takeaways" title={episodeDetailCopy.keyTakeaways} icon={Lightbulb}>
      <ul className="space-y-3" data-testid="takeaways">
        {takeaways.map((takeaway) => (
          <li key={takeaway} className="flex gap-3 leading-relaxed text-slate-700">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-gold" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{takeaway}</span>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
