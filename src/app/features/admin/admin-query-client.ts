import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { dashboardCopy } from "#app/content/admin.ts";
import { apiRequest } from "#app/lib/api-request.ts";

/**
 * How long a read may take to answer before it counts as failed. The dashboard waits for every list
 * before it shows (its totals add them up), so one read that never answers would otherwise hold it
 * on its loading screen for good, every tab out of reach.
 */
const READ_TIMEOUT_MS = 15_000;
/**
 * How long a list may then take to arrive once the server has answered: a long list (thousands of
 * subscribers) on a slow phone connection takes far longer than the server took to answer.
 */
const DOWNLOAD_TIMEOUT_MS = 120_000;

class ReadTimedOut extends Error {}

/**
 * SPEC §7: a read's query key starts with its URL; the read is a GET of that URL. It is given up
 * when the query is cancelled, when the server has not answered after READ_TIMEOUT_MS, or when its
 * answer has not arrived DOWNLOAD_TIMEOUT_MS later (timers of the page's own, not
 * AbortSignal.timeout, so tests can run the page's clock past them).
 */
const getQueryKeyUrl: QueryFunction = async ({ queryKey, signal }) => {
  const reading = new AbortController();
  const abort = () => reading.abort();
  signal.addEventListener("abort", abort, { once: true });
  const giveUpAfter = (ms: number, message: string) =>
    window.setTimeout(() => reading.abort(new ReadTimedOut(message)), ms);
  let timer = giveUpAfter(READ_TIMEOUT_MS, dashboardCopy.readTimedOut(READ_TIMEOUT_MS / 1000));
  const onAnswer = () => {
    window.clearTimeout(timer);
    timer = giveUpAfter(DOWNLOAD_TIMEOUT_MS, dashboardCopy.downloadTimedOut(DOWNLOAD_TIMEOUT_MS / 60_000));
  };
  try {
    return await apiRequest("GET", String(queryKey[0]), undefined, { signal: reading.signal, onAnswer });
  } catch (error) {
    throw reading.signal.reason instanceof ReadTimedOut ? reading.signal.reason : error;
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener("abort", abort);
  }
};

/** SPEC §9 data fetching: no retries, no refetch on focus, no polling, never stale on its own. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryKeyUrl, retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
