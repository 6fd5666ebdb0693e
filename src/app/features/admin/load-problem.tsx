import { RefreshCw, TriangleAlert } from "#app/components/ui/icons.tsx";
import { dashboardCopy } from "#app/content/admin.ts";
import { ApiRequestError } from "#app/lib/api-request.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { BusinessDataState, FailedLists } from "./use-business-data.ts";

/** What every tab gets besides its lists: which of them failed, and the dashboard's Retry. */
export type ListsLoadProps = { failed: FailedLists; onRetry: () => void };

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onRetry}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {dashboardCopy.retry}
    </Button>
  );
}

/**
 * Why a list failed, in a line: the status and the API's own sentence, not its raw JSON; a fetch
 * that never reached the server (the browser's TypeError, "Failed to fetch") says so in words.
 */
function failureReason(error: unknown): string {
  if (error instanceof ApiRequestError) return `${error.status}: ${error.apiMessage}`;
  if (error instanceof TypeError) return dashboardCopy.noConnection;
  return error instanceof Error ? error.message : String(error);
}

/** Above the tabs: which lists could not be loaded, whatever tab is open, and a Retry. */
export function LoadProblem({
  errors,
  onRetry,
}: {
  errors: BusinessDataState["errors"];
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mb-8 flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-brand-red/30 bg-red-50 p-5"
    >
      <div className="flex min-w-0 gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-red" />
        <div className="min-w-0">
          <p className="font-semibold text-brand-red">{dashboardCopy.loadFailedTitle}</p>
          <ul className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {errors.map(({ list, error }) => (
              <li key={list}>
                {dashboardCopy.lists[list]}: {failureReason(error)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

/**
 * In a tab, in place of a list that could not be loaded (and of its empty state): an empty list
 * would read as 'nothing yet', which nobody knows.
 */
export function ListLoadFailed({
  list,
  onRetry,
}: {
  list: keyof typeof dashboardCopy.lists;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-red/30 bg-red-50 px-4 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-brand-red" />
      <p className="font-semibold text-brand-red">
        {dashboardCopy.listLoadFailed(dashboardCopy.lists[list])}
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
