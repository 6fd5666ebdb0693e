import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { BlogPost } from "../../../shared/blog/blog-post.ts";
import type {
  CoachingPayment,
  ContactMessage,
  Donation,
  NewsletterSubscriber,
} from "../../../shared/admin/business-data.ts";

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

export type BusinessDataState = {
  data: BusinessData;
  /** True until every list has answered once. */
  loading: boolean;
  /** The lists that failed, with their errors. */
  errors: unknown[];
  reload: () => void;
};

const entries = Object.entries(adminQueryKeys) as [keyof BusinessData, readonly [string]][];

/** SPEC §4: the dashboard's data loads only once the owner is logged in (`enabled`). */
export function useBusinessData(enabled: boolean): BusinessDataState {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: entries.map(([, queryKey]) => ({ queryKey, enabled })),
  });
  const data = Object.fromEntries(entries.map(([name], index) => [name, results[index]?.data ?? []])) as BusinessData;
  return {
    data,
    loading: results.some((result) => result.isPending),
    errors: results.filter((result) => result.isError).map((result) => result.error),
    reload: () => void queryClient.refetchQueries({ type: "all" }),
  };
}
