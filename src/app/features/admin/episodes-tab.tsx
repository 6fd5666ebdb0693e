import { useEffect, useId, useRef, useState } from "react";
import {
  FileText,
  Headphones,
  ListOrdered,
  LoaderCircle,
  Mic,
  Podcast,
  Search,
  SearchX,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { dashboardCopy, episodesTabCopy as copy } from "#app/content/admin.ts";
import { isSessionEnded } from "#app/lib/api-request.ts";
import type { EpisodeTimedTextSummary, TimedTextKind } from "#shared/admin/episode-timed-text.ts";
import { formatLongDate, isoDay } from "#shared/dates.ts";
import { paths } from "#shared/site-paths.ts";
import { AdminBadge, type BadgeTone } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import {
  chaptersBadgeText,
  episodeTimedTextCounts,
  filterEpisodesByTitle,
  transcriptBadgeText,
} from "./episode-timed-text-list.ts";
import { ListLoadFailed } from "./load-problem.tsx";
import { StatTile } from "./stat-tile.tsx";
import { TimedTextDialog } from "./timed-text-dialog.tsx";
import { useEpisodeTimedTextList } from "./use-episode-timed-text.ts";

type DialogState = { key: number; episodeId: string; kind: TimedTextKind } | null;

const originTones: Record<"owner" | "record" | "feed", BadgeTone> = {
  owner: "green",
  record: "blue",
  feed: "violet",
};

/**
 * Not in SPEC §2 (issue 36): every episode with whether it has audio, a transcript and chapters
 * and where they come from; the owner gives an episode their own transcript or chapters, or
 * deletes the ones they gave. The list is read when the tab first opens.
 */
export function EpisodesTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const list = useEpisodeTimedTextList();
  const episodes = list.data;
  const [filter, setFilter] = useState("");
  const [dialog, setDialog] = useState<DialogState>(null);
  const [open, setOpen] = useState(false);
  // The dialog has no Radix trigger (every row opens it): focus goes back by hand.
  const openedFrom = useRef<HTMLElement | null>(null);
  const filterId = useId();
  const shownId = useId();

  const sessionEnded = isSessionEnded(list.error);
  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  const openDialog = (episodeId: string, kind: TimedTextKind) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A new key gives every opening a fresh form.
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, episodeId, kind }));
    setOpen(true);
  };
  const dialogEpisode = dialog && episodes?.find((episode) => episode.id === dialog.episodeId);

  const counts = episodes ? episodeTimedTextCounts(episodes) : null;
  // No counts of a list that did not load: a '0' would read as 'no episodes'.
  const count = (value: number | undefined) =>
    value === undefined ? dashboardCopy.unknownValue : value.toLocaleString("en-US");
  const shown = episodes ? filterEpisodesByTitle(episodes, filter) : [];

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-ink">{copy.heading}</h2>
        <p className="max-w-3xl text-slate-600">{copy.intro}</p>
      </div>

      <ul aria-label={copy.countsLabel} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile icon={Mic} tone="blue" label={copy.counts.total} value={count(counts?.total)} />
        <StatTile icon={Headphones} tone="gold" label={copy.counts.audio} value={count(counts?.audio)} />
        <StatTile
          icon={FileText}
          tone="green"
          label={copy.counts.transcript}
          value={count(counts?.transcript)}
        />
        <StatTile
          icon={ListOrdered}
          tone="violet"
          label={copy.counts.chapters}
          value={count(counts?.chapters)}
        />
      </ul>

      <AdminCard
        id="episode-timed-text-heading"
        title={copy.listHeading}
        intro={copy.listIntro}
        icon={Podcast}
        aside={
          episodes &&
          episodes.length > 0 && (
            <AdminBadge tone="blue">
              {/* Announced as the filter narrows the list. */}
              <span id={shownId} role="status">
                {copy.shown(shown.length, episodes.length)}
              </span>
            </AdminBadge>
          )
        }
      >
        {episodes === undefined ? (
          list.isError ? (
            sessionEnded ? null : (
              <ListLoadFailed list="episodes" onRetry={() => void list.refetch()} />
            )
          ) : (
            <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
              <LoaderCircle
                aria-hidden="true"
                className="size-6 animate-spin text-brand-blue motion-reduce:animate-none"
              />
              <span className="font-semibold">{copy.loading}</span>
            </div>
          )
        ) : episodes.length === 0 ? (
          <EmptyState icon={Podcast} text={copy.empty} hint={copy.emptyHint} />
        ) : (
          <>
            <div className="mb-5 max-w-md">
              <label htmlFor={filterId} className="block text-sm font-semibold text-ink">
                {copy.filterLabel}
              </label>
              <div className="relative mt-2">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
                />
                <input
                  id={filterId}
                  type="search"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                  placeholder={copy.filterPlaceholder}
                  aria-describedby={shownId}
                  className="block w-full min-w-0 rounded-xl border border-slate-300 bg-white py-2.5 pr-3.5 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/20 focus:outline-none"
                />
              </div>
            </div>
            {shown.length === 0 ? (
              <EmptyState icon={SearchX} text={copy.noMatch(filter.trim())} hint={copy.noMatchHint} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {shown.map((episode) => (
                  <EpisodeRow
                    key={episode.id}
                    episode={episode}
                    onEdit={(kind) => openDialog(episode.id, kind)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminCard>

      {dialog && dialogEpisode && (
        <TimedTextDialog
          key={dialog.key}
          episode={dialogEpisode}
          kind={dialog.kind}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => openedFrom.current?.focus()}
        />
      )}
    </div>
  );
}

function EpisodeRow({
  episode,
  onEdit,
}: {
  episode: EpisodeTimedTextSummary;
  onEdit: (kind: TimedTextKind) => void;
}) {
  const { transcript, chapters } = episode;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <h3 className="font-sans text-base font-bold text-ink [overflow-wrap:anywhere]">
          <a
            href={paths.episode(episode.id)}
            target="_blank"
            rel="noopener"
            className="hover:text-brand-blue hover:underline"
          >
            {episode.name}
          </a>
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {copy.released}{" "}
          <time dateTime={isoDay(episode.releaseDate) ?? undefined}>
            {formatLongDate(episode.releaseDate)}
          </time>
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <AdminBadge tone={episode.audio ? "gold" : "slate"} icon={Headphones}>
            {episode.audio ? copy.audio : copy.noAudio}
          </AdminBadge>
          <LabelledBadge
            label={copy.transcriptLabel}
            icon={FileText}
            tone={transcript.origin ? originTones[transcript.origin] : "slate"}
          >
            {transcriptBadgeText(transcript)}
          </LabelledBadge>
          <LabelledBadge
            label={copy.chaptersLabel}
            icon={ListOrdered}
            tone={chapters.origin ? originTones[chapters.origin] : "slate"}
          >
            {chaptersBadgeText(chapters)}
          </LabelledBadge>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditButton
          icon={FileText}
          label={copy.editTranscriptLabel(episode.name)}
          onClick={() => onEdit("transcript")}
        >
          {copy.editTranscript}
        </EditButton>
        <EditButton
          icon={ListOrdered}
          label={copy.editChaptersLabel(episode.name)}
          onClick={() => onEdit("chapters")}
        >
          {copy.editChapters}
        </EditButton>
      </div>
    </li>
  );
}

/** A badge that says what it is about: "Transcript: Yours · 42 cues". */
function LabelledBadge({
  label,
  icon,
  tone,
  children,
}: {
  label: string;
  icon: IconComponent;
  tone: BadgeTone;
  children: string;
}) {
  return (
    <AdminBadge tone={tone} icon={icon} wrap>
      <span className="font-medium opacity-80">{label}:</span> {children}
    </AdminBadge>
  );
}

function EditButton({
  icon: Icon,
  label,
  onClick,
  children,
}: {
  icon: IconComponent;
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-3.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-blue hover:bg-brand-blue hover:text-white"
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
