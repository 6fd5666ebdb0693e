import { memo, useEffect, useMemo, useRef, useState } from "react";
import { Download, FileText, Hourglass } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { listeningCopy } from "#app/content/listening.ts";
import type { PlayableEpisode } from "#app/features/episodes/index.ts";
import { formatTimestamp } from "#shared/timed-text/serialize.ts";
import {
  cueStarts,
  firstCueIndexes,
  spokenCueIndex,
  type TimedParagraph,
  type TranscriptView,
} from "#shared/timed-text/transcript-view.ts";
import { paths } from "#shared/site-paths.ts";
import { DetailCard } from "./detail-card.tsx";
import { MomentLink } from "./moment-link.tsx";
import { useEpisodeMoments } from "./use-episode-moments.ts";

type TranscriptCardProps = {
  episode: PlayableEpisode;
  transcript: TranscriptView;
  /** The moment the page was opened at (`?t=`): its line is marked and scrolled to. */
  startAt: number | null;
};

/**
 * SPEC §2's transcript card. A timed transcript (the owner's or the feed's) of an episode that
 * plays here reads along with the player: each paragraph starts with a link to play from its
 * moment, a click on a line plays from that line, the line being spoken is marked, and the text
 * follows it unless the visitor turns that off. Untimed text is a paragraph per block.
 */
export function TranscriptCard({ episode, transcript, startAt }: TranscriptCardProps) {
  return (
    <DetailCard id="transcript" title={episodeDetailCopy.transcript} icon={FileText}>
      {transcript.timed && episode.audioUrl ? (
        <TimedTranscript episode={episode} paragraphs={transcript.paragraphs} startAt={startAt} />
      ) : (
        <div className="space-y-4 leading-relaxed text-slate-700">
          {transcript.timed
            ? transcript.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  <Speaker name={paragraph.speaker} />
                  {paragraph.cues.map((cue) => cue.text).join(" ")}
                </p>
              ))
            : transcript.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  <Speaker name={paragraph.speaker} />
                  {paragraph.text}
                </p>
              ))}
        </div>
      )}
      <TranscriptFiles episodeId={episode.id} timed={transcript.timed} />
    </DetailCard>
  );
}

function Speaker({ name }: { name: string | null }) {
  return name ? <strong className="font-semibold text-ink">{name}: </strong> : null;
}

function TimedTranscript({
  episode,
  paragraphs,
  startAt,
}: {
  episode: PlayableEpisode;
  paragraphs: TimedParagraph[];
  startAt: number | null;
}) {
  const { position, playing, playFrom } = useEpisodeMoments(episode);
  const [following, setFollowing] = useState(true);
  const region = useRef<HTMLDivElement>(null);
  const starts = useMemo(() => cueStarts(paragraphs), [paragraphs]);
  const firstCueOf = useMemo(() => firstCueIndexes(paragraphs), [paragraphs]);
  // The line being spoken; before the visitor plays, the one the page was opened at.
  const marked = spokenCueIndex(starts, position ?? startAt ?? -1);

  // A click on a line plays from it (the paragraphs' links do the same from the keyboard). A
  // click that ends a text selection only selects.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const click = (event: MouseEvent) => {
      const line = (event.target as Element).closest<HTMLElement>("[data-start]");
      if (!line || window.getSelection()?.toString()) return;
      playFrom(Number(line.dataset.start));
    };
    element.addEventListener("click", click);
    return () => element.removeEventListener("click", click);
  }, [playFrom]);

  // The marked line is kept in sight: while playing when following, and once for a `?t=` moment.
  const shouldScroll = (playing && following) || (position === null && startAt !== null);
  useEffect(() => {
    const element = region.current;
    const line = element?.querySelector<HTMLElement>('[aria-current="time"]');
    if (!element || !line || !shouldScroll) return;
    // The box is positioned, so a line's offsetTop is measured from the top of its content.
    const top = line.offsetTop;
    if (
      top >= element.scrollTop + 24 &&
      top + line.offsetHeight <= element.scrollTop + element.clientHeight - 24
    )
      return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({
      top: Math.max(0, top - element.clientHeight / 3),
      behavior: reduced ? "auto" : "smooth",
    });
  }, [marked, shouldScroll]);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          aria-pressed={following}
          onClick={() => setFollowing((value) => !value)}
          className="inline-flex items-center gap-2 rounded-full border border-brand-blue/20 px-3 py-1.5 text-sm font-semibold text-brand-blue-dark transition-colors hover:bg-brand-blue/5 aria-pressed:border-brand-blue aria-pressed:bg-brand-blue aria-pressed:text-white"
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${following ? "bg-brand-gold-light" : "bg-slate-300"}`}
          />
          {listeningCopy.followAlong}
        </button>
      </div>
      {/* Scrolls on its own, so following the audio never moves the page under the visitor. */}
      <div
        ref={region}
        role="region"
        aria-label={listeningCopy.transcriptText}
        // A region that scrolls is reached by keyboard too (to scroll it with the arrow keys).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="timed-transcript"
        className="relative max-h-[32rem] space-y-5 overflow-y-auto overscroll-contain rounded-xl bg-paper/60 p-4 leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-blue sm:p-5"
      >
        {paragraphs.map((paragraph, index) => (
          <TranscriptParagraph
            key={index}
            episodeId={episode.id}
            paragraph={paragraph}
            showSpeaker={paragraph.speaker !== null && paragraph.speaker !== paragraphs[index - 1]?.speaker}
            markedCue={marked - firstCueOf[index]!}
            onPlay={playFrom}
          />
        ))}
      </div>
    </>
  );
}

type TranscriptParagraphProps = {
  episodeId: string;
  paragraph: TimedParagraph;
  showSpeaker: boolean;
  /** The index in this paragraph of the marked line; out of range when it is in another. */
  markedCue: number;
  onPlay: (seconds: number) => void;
};

/** Only the paragraphs whose marked line changes render again as the audio plays. */
const TranscriptParagraph = memo(
  function TranscriptParagraph({
    episodeId,
    paragraph,
    showSpeaker,
    markedCue,
    onPlay,
  }: TranscriptParagraphProps) {
    return (
      <p className="flex gap-3 sm:gap-4">
        <MomentLink
          episodeId={episodeId}
          seconds={paragraph.start}
          playFrom={onPlay}
          aria-label={listeningCopy.playFrom(paragraph.start)}
          className="mt-0.5 h-fit shrink-0 rounded-full bg-brand-blue/10 px-2 py-0.5 font-mono text-xs font-semibold text-brand-blue-dark tabular-nums transition-colors hover:bg-brand-blue hover:text-white"
        >
          {formatTimestamp(paragraph.start)}
        </MomentLink>
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {showSpeaker && <strong className="mr-1 font-semibold text-ink">{paragraph.speaker}:</strong>}
          {paragraph.cues.map((cue, index) => (
            <span
              key={index}
              data-start={cue.start}
              aria-current={index === markedCue ? "time" : undefined}
              className="cursor-pointer rounded decoration-brand-gold/60 decoration-2 hover:underline aria-[current=time]:bg-brand-gold/30 aria-[current=time]:text-ink"
            >
              {cue.text}{" "}
            </span>
          ))}
        </span>
      </p>
    );
  },
  (before, after) =>
    before.paragraph === after.paragraph &&
    before.showSpeaker === after.showSpeaker &&
    before.onPlay === after.onPlay &&
    inParagraph(before) === inParagraph(after) &&
    (!inParagraph(after) || before.markedCue === after.markedCue),
);

const inParagraph = ({ markedCue, paragraph }: TranscriptParagraphProps) =>
  markedCue >= 0 && markedCue < paragraph.cues.length;

/** The transcript as files to download: text always, WebVTT when it has times. */
function TranscriptFiles({ episodeId, timed }: { episodeId: string; timed: boolean }) {
  const link = "inline-flex items-center gap-2 text-sm font-semibold text-brand-blue hover:underline";
  return (
    <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4">
      <a href={paths.episodeTranscript(episodeId, "txt")} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        {listeningCopy.transcriptFile}
      </a>
      {timed && (
        <a href={paths.episodeTranscript(episodeId, "vtt")} download className={link}>
          <Download aria-hidden="true" className="size-4" />
          {listeningCopy.transcriptSubtitles}
        </a>
      )}
    </div>
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
