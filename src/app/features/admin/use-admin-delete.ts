import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest, isSessionEnded } from "#app/lib/api-request.ts";

/** What the owner is told when a delete is answered, for the item it was about. */
export type DeleteOutcomes<T> = { onDeleted: (item: T) => void; onFailed: (item: T) => void };

/**
 * The owner deletes one item of a dashboard list; that list reloads whatever the answer.
 * `isDeleting(item)` is true while that item's delete is on its way, so its button can be locked:
 * a second click would send a second DELETE that finds nothing and reports a failure.
 * Each delete reports its own outcome, also while another one is on its way (a callback given to
 * `mutate` would be dropped by the next `mutate`). An item already gone (404: deleted in another
 * tab) is deleted as asked: a failure that asks for a retry could not be mended by one.
 */
export function useAdminDelete<T>(
  urlOf: (item: T) => string,
  listKey: readonly unknown[],
  { onDeleted, onFailed }: DeleteOutcomes<T>,
) {
  const queryClient = useQueryClient();
  const mutationKey = ["admin-delete", ...listKey];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (item: T) => apiRequest<void>("DELETE", urlOf(item)).catch(unlessAlreadyGone),
    onSuccess: (_answer, item) => onDeleted(item),
    // An ended session is not the item's failure: the dashboard goes back to the login, which says why.
    onError: (error, item) => !isSessionEnded(error) && onFailed(item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  // Every delete of this list still on its way (the owner may have started more than one).
  const pendingUrls = useMutationState({
    filters: { mutationKey, status: "pending" },
    select: (pending) => urlOf(pending.state.variables as T),
  });
  return { ...mutation, isDeleting: (item: T) => pendingUrls.includes(urlOf(item)) };
}

/** A DELETE answered 404 found the item already gone: deleted, as asked. */
export function unlessAlreadyGone(error: unknown): void {
  if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
}
