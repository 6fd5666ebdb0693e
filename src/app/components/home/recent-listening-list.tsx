import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { historyCopy } from "../../content/episode-lists.ts";
import { useListeningHistory } from "../../features/episodes/listening-history.ts";
import { HistoryEntryRow } from "../episodes/history-entry-row.tsx";

const PREVIEW_COUNT = 3;
const HISTORY_TAB_PATH = `${paths.episodes}?tab=history`;

/** The last few listens, newest first, and the way to the full history; `empty` until the first. */
export function RecentListeningList({ empty }: { empty: ReactNode }) {
  const history = useListeningHistory();
  if (history.length === 0) return empty;
  return (
    <div>
      <ul className="space-y-3">
        {history.slice(0, PREVIEW_COUNT).map((entry) => (
          <HistoryEntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <div className="mt-6 text-center">
        <Link
          to={HISTORY_TAB_PATH}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-blue hover:underline"
        >
          {historyCopy.seeAll}
          {history.length > PREVIEW_COUNT && ` (${history.length})`}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
