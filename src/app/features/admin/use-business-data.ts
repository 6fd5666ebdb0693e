import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { BlogPost } from "#shared/blog/blog-post.ts";
import type {
  CoachingPayment,
  ContactMessage,
  Donation,
  NewsletterSubscriber,
} from "#shared/admin/business-data.ts";

/** SPEC §7 admin reads, under query keys whose first element is the URL. All answer newest first. */
export const adminQueryKeys = {
  payments: ["/api/admin/coaching-purchases"],
  donations: ["/api/donations"],
  subscribers: ["/api/newsletters"],
  contacts: ["/api/contacts"],
  posts: ["/api/admin/blog/posts"],
} as const;

export type BusinessData = {
  payments: CoachingPayment[];
  donations: Donation[];
  subscribers: NewsletterSubscriber[];
  contacts: ContactMessage[];
  posts: BlogPost[];
};

export type BusinessList = keyof BusinessData;

/**
 * Which lists failed to load. A failed list has no data to show: its tab says it could not be
 * loaded instead of showing an empty state or totals of nothing ('$0.00', 'No purchases yet').
 */
export type FailedLists = Record<BusinessList, boolean>;

export type BusinessDataState = {
  /** Every list, empty where it failed (see `failed`) or has not answered yet. */
  data: BusinessData;
  failed: FailedLists;
  /** True until every list has answered once (with its data or an error). */
  loading: boolean;
  /** The lists that failed, with their errors, in the order of the tabs. */
  errors: { list: BusinessList; error: unknown }[];
  reload: () => void;
};

const entries = Object.entries(adminQueryKeys) as [BusinessList, readonly [string]][];

/** What each list's read answered, as far as the dashboard cares. */
export type ListResult = { data?: unknown; isError: boolean; error: unknown; errorUpdatedAt: number };

/**
 * A list failed when its last answer was an error and it has no data. That holds while Try again
 * runs too (the read goes back to pending then), so the tab keeps its failed state instead of
 * flashing an empty one, and the dashboard does not fall back to its loading screen.
 */
const hasFailed = (result: ListResult | undefined) =>
  result !== undefined && result.data === undefined && (result.isError || result.errorUpdatedAt > 0);

const hasAnswered = (result: ListResult | undefined) =>
  result !== undefined && (result.data !== undefined || hasFailed(result));

/** The lists' answers (in the order of `adminQueryKeys`) as the tabs read them. */
export function businessDataFrom(
  results: readonly (ListResult | undefined)[],
): Pick<BusinessDataState, "data" | "failed" | "errors" | "loading"> {
  const data = Object.fromEntries(
    entries.map(([list], index) => [list, results[index]?.data ?? []]),
  ) as BusinessData;
  const failed = Object.fromEntries(
    entries.map(([list], index) => [list, hasFailed(results[index])]),
  ) as FailedLists;
  const errors = entries.flatMap(([list], index) => {
    const result = results[index];
    return result?.isError ? [{ list, error: result.error }] : [];
  });
  const loading = entries.some((_, index) => !hasAnswered(results[index]));
  return { data, failed, errors, loading };
}

/** SPEC §4: the dashboard's lists. The dashboard mounts only once the owner is logged in, so they load only then. */
export function useBusinessData(): BusinessDataState {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: entries.map(([, queryKey]) => ({ queryKey })),
  });
  return {
    ...businessDataFrom(results),
    reload: () => void queryClient.refetchQueries({ type: "all" }),
  };
}
