import { FileText, Hourglass } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { transcriptParagraphs } from "#shared/episodes/show-notes.ts";
import { DetailCard } from "./detail-card.tsx";

/** SPEC §2: the record's transcript, a paragraph per block of text. */
export function TranscriptCard({ transcript }: { transcript: string }) {
  return (
    <DetailCard id="transcript" title={episodeDetailCopy.transcript} icon={FileText}>
      <div className="space-y-4 leading-relaxed text-slate-700">
        {transcriptParagraphs(transcript).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </DetailCard>
  );
}

/** SPEC §8 'No transcript': the card shown when no record transcript is shown. */
export function TranscriptComingSoon() {
  return (
    <DetailCard
      id="transcript-coming-soon"
      title={episodeDetailCopy.transcriptComingSoon}
      icon={Hourglass}
      tone="tint"
    >
      <p className="leading-relaxed text-slate-700">{episodeDetailCopy.transcriptComingSoonText}</p>
    </DetailCard>
  );
}
