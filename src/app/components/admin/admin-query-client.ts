import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-request.ts";

/** SPEC §7: a read's query key starts with its URL; the read is a GET of that URL. */
const getQueryKeyUrl: QueryFunction = ({ queryKey }) => apiRequest("GET", String(queryKey[0]));

/** SPEC §9 data fetching: no retries, no refetch on focus, no polling, never stale on its own. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryKeyUrl, retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
