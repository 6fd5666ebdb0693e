import { CircleCheck, RotateCcw, X } from "#app/components/ui/icons.tsx";
import { listeningCopy } from "#app/content/listening.ts";
import { Link } from "react-router";
import { formatLocalDayAndTime } from "#shared/dates.ts";
import type { HistoryEntry } from "#shared/episodes/history.ts";
import { paths } from "#shared/site-paths.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { EpisodeArtwork } from "#app/components/ui/episode-artwork.tsx";

type HistoryEntryRowProps = {
  entry: HistoryEntry;
  /** Absent in the compact list on Home. */
  onReplay?: (entry: HistoryEntry) => void;
  onRemove?: (entry: HistoryEntry) => void;
};

/**
 * One listened episode: cover, name (to its page), category, when; optionally replay and remove.
 * On a phone the name has the width beside the cover and the details and buttons go below, so a long
 * name is not cut to a few words; from `sm` all sit beside the cover. The cover is shown whole, of
 * any shape.
 */
export function HistoryEntryRow({ entry, onReplay, onRemove }: HistoryEntryRowProps) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 rounded-2xl border border-amber-100 bg-white p-3 shadow-sm sm:p-4">
      <EpisodeArtwork
        key={entry.thumbnail}
        src={entry.thumbnail}
        fit="contain"
        className="aspect-video w-20 rounded-lg sm:row-span-2 sm:w-36 sm:rounded-xl"
        iconClassName="size-7"
      />
      <Link
        to={paths.episode(entry.id)}
        className="col-span-2 line-clamp-4 font-semibold text-ink hover:text-brand-blue hover:underline sm:col-span-1 sm:line-clamp-2 sm:self-end"
      >
        {entry.name}
      </Link>
      <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 sm:col-span-1 sm:col-start-2 sm:self-start">
        <CategoryBadge category={entry.category} />
        <time dateTime={entry.listenedAt}>
          {/* The visitor's own clock: history renders only in the browser (SPEC §3 podcastHistory). */}
          {formatLocalDayAndTime(new Date(entry.listenedAt))}
        </time>
        <ListeningProgressNote entry={entry} />
      </div>
      {(onReplay || onRemove) && (
        <div className="col-start-3 row-start-2 flex items-center gap-2 sm:row-span-2 sm:row-start-1">
          {onReplay && (
            <button
              type="button"
              aria-label={`${historyCopy.replay}: ${entry.name}`}
              onClick={() => onReplay(entry)}
              className="flex size-10 items-center justify-center gap-2 rounded-full bg-brand-blue text-sm font-semibold text-white transition-colors hover:bg-brand-blue-dark sm:w-auto sm:px-4"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{historyCopy.replay}</span>
            </button>
          )}
          {onRemove && (
            <button
              type="button"
              aria-label={`Remove ${entry.name} from history`}
              data-history-remove={entry.id}
              onClick={() => onRemove(entry)}
              className="flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-brand-red/10 hover:text-brand-red"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** How far the visitor got in an episode played on the site: 'Finished', or '12:34 of 45:00' with a bar. */
function ListeningProgressNote({ entry }: { entry: HistoryEntry }) {
  const progress = entry.progress;
  if (!progress) return null;
  if (progress.finished) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        {listeningCopy.finished}
      </span>
    );
  }
  const { positionSeconds, durationSeconds } = progress;
  if (positionSeconds < 1) return null;
  return (
    <span className="inline-flex items-center gap-2">
      {durationSeconds !== null && (
        <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
          <span
            className="block h-full rounded-full bg-brand-gold"
            style={{ width: `${Math.min(100, (positionSeconds / durationSeconds) * 100)}%` }}
          />
        </span>
      )}
      <span className="tabular-nums">{listeningCopy.listenedTo(positionSeconds, durationSeconds)}</span>
    </span>
  );
}
