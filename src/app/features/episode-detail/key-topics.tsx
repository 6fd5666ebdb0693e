import { Tags } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { DetailCard } from "./detail-card.tsx";

/** SPEC §2: the Key Topics badges. */
export function KeyTopics({ topics }: { topics: string[] }) {
  if (topics.length === 0) return null;
  return (
    <DetailCard id="key-topics" title={episodeDetailCopy.keyTopics} icon={Tags}>
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li
            key={topic}
            className="rounded-full border border-brand-gold/60 bg-brand-gold-light/40 px-4 py-1.5 text-sm font-semibold text-ink"
          >
            {topic}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
