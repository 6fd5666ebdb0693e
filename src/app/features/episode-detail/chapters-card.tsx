import { ArrowUpRight, ListOrdered } from "#app/components/ui/icons.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { listeningCopy } from "#app/content/listening.ts";
import type { PlayableEpisode } from "#app/features/episodes/index.ts";
import type { ChapterView } from "#shared/episodes/episode-detail.ts";
import { spokenCueIndex } from "#shared/timed-text/transcript-view.ts";
import { DetailCard } from "./detail-card.tsx";
import { MomentLink } from "./moment-link.tsx";
import { useEpisodeMoments } from "./use-episode-moments.ts";

const timeBadge =
  "w-16 shrink-0 rounded-full bg-brand-blue/10 px-2 py-0.5 text-center font-mono text-sm font-semibold text-brand-blue-dark tabular-nums";

/**
 * The episode's chapters with their start times (the feed's or the owner's, else the ones its
 * description lists). An episode that plays here makes each one a moment to play from, and marks
 * the chapter playing now.
 */
export function ChaptersCard({ episode, chapters }: { episode: PlayableEpisode; chapters: ChapterView[] }) {
  return (
    <DetailCard id="chapters" title={episodeDetailCopy.chapters} icon={ListOrdered}>
      {episode.audioUrl ? (
        <PlayableChapters episode={episode} chapters={chapters} />
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="chapters">
          {chapters.map((chapter) => (
            <li
              key={`${chapter.start}-${chapter.title}`}
              className="flex items-baseline gap-4 py-3 first:pt-0 last:pb-0"
            >
              <span className={timeBadge}>{chapter.time}</span>
              <span className="text-slate-800">{chapter.title}</span>
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}

function PlayableChapters({ episode, chapters }: { episode: PlayableEpisode; chapters: ChapterView[] }) {
  const { position, playFrom } = useEpisodeMoments(episode);
  const current =
    position === null
      ? -1
      : spokenCueIndex(
          chapters.map((chapter) => chapter.start),
          position,
        );
  return (
    <ol className="-mx-3 space-y-1" data-testid="chapters">
      {chapters.map((chapter, index) => (
        <li key={`${chapter.start}-${chapter.title}`} className="flex items-center gap-2">
          <MomentLink
            episodeId={episode.id}
            seconds={chapter.start}
            playFrom={playFrom}
            aria-current={index === current ? "time" : undefined}
            aria-label={listeningCopy.playFromChapter(chapter.title, chapter.start)}
            className="group flex min-w-0 flex-1 items-baseline gap-4 rounded-xl px-3 py-2.5 text-slate-800 transition-colors hover:bg-brand-blue/5 aria-[current=time]:bg-brand-gold/20 aria-[current=time]:font-semibold"
          >
            <span className={`${timeBadge} group-hover:bg-brand-blue group-hover:text-white`}>
              {chapter.time}
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{chapter.title}</span>
          </MomentLink>
          {chapter.url && (
            <ExternalLink
              href={chapter.url}
              className="flex size-9 shrink-0 items-center justify-center rounded-full text-brand-blue hover:bg-brand-blue/10"
              aria-label={listeningCopy.chapterLink(chapter.title)}
            >
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </ExternalLink>
          )}
        </li>
      ))}
    </ol>
  );
}
