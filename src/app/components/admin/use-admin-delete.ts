import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-request.ts";

/** The owner deletes one item of a dashboard list; that list reloads whatever the answer. */
export function useAdminDelete<T>(urlOf: (item: T) => string, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => apiRequest<void>("DELETE", urlOf(item)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
