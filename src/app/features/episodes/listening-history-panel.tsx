import { Trash2 } from "#app/components/ui/icons.tsx";
import { useMemo, useRef, useState } from "react";
import { historyStats, type HistoryEntry } from "#shared/episodes/history.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import { clearListens, removeListen, useListeningHistory } from "./listening-history.ts";
import { usePlayEpisode } from "./use-play-episode.ts";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyHistory, HistoryPending } from "./empty-history.tsx";
import { HistoryEntryRow } from "./history-entry-row.tsx";
import { HistoryStats } from "./history-stats.tsx";

type ListeningHistoryPanelProps = {
  /** Spotify links by episode id: history entries do not store them (SPEC §3). */
  spotifyLinks: Record<string, string>;
};

/** SPEC §2 History tab: stats, then every entry with replay and remove, and 'Clear all'. */
export function ListeningHistoryPanel({ spotifyLinks }: ListeningHistoryPanelProps) {
  const history = useListeningHistory();
  const play = usePlayEpisode();
  // History only exists in the browser, so "now" never differs between server and client renders.
  const stats = useMemo(() => history && historyStats(history, new Date()), [history]);
  const list = useRef<HTMLUListElement>(null);
  // Set when the visitor's own remove or 'Clear all' empties the history: the control they used is
  // gone, so focus goes to the news that replaced the list.
  const [emptiedHere, setEmptiedHere] = useState(false);

  if (!history || !stats) return <HistoryPending />;
  if (history.length === 0) return <EmptyHistory takeFocus={emptiedHere} />;

  // The pressed button goes with its row: focus moves to the next row's remove button first (the
  // previous row's for the last one), so it never falls back to the page.
  const remove = (removed: HistoryEntry) => {
    const index = history.findIndex((entry) => entry.id === removed.id);
    const neighbour = history[index + 1] ?? history[index - 1];
    if (neighbour) {
      list.current
        ?.querySelector<HTMLElement>(`[data-history-remove="${CSS.escape(neighbour.id)}"]`)
        ?.focus();
    } else {
      setEmptiedHere(true);
    }
    removeListen(removed.id);
  };

  const clearAll = () => {
    setEmptiedHere(true);
    clearListens();
  };

  const replay = (entry: HistoryEntry) =>
    play({
      id: entry.id,
      name: entry.name,
      spotifyUrl: spotifyLinks[entry.id] ?? null,
      thumbnail: entry.thumbnail,
      youtubeThumbnail: null,
    });

  return (
    <div className="space-y-8">
      <HistoryStats stats={stats} />
      <div>
        <div className="flex items-center justify-between gap-4">
          <h3 className="text-xl font-bold text-ink">{historyCopy.recentlyPlayed}</h3>
          <Button variant="ghost" size="sm" onClick={clearAll}>
            <Trash2 aria-hidden="true" className="size-4" />
            {historyCopy.clearAll}
          </Button>
        </div>
        <ul ref={list} className="mt-4 space-y-3">
          {history.map((entry) => (
            <HistoryEntryRow key={entry.id} entry={entry} onReplay={replay} onRemove={remove} />
          ))}
        </ul>
      </div>
    </div>
  );
}
