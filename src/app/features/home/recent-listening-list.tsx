import { ArrowRight } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import type { HistoryEntry } from "#shared/episodes/history.ts";
import { HistoryEntryRow } from "#app/features/episodes/index.ts";

const PREVIEW_COUNT = 3;
const HISTORY_TAB_PATH = paths.episodesTab("history");

/** The last few listens, newest first, and the way to the full history. */
export default function RecentListeningList({ history }: { history: HistoryEntry[] }) {
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
