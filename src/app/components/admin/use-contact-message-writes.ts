import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage } from "../../../shared/admin/business-data.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { adminQueryKeys } from "./use-business-data.ts";

/** The owner deletes a contact message (spam); the Overview and Support lists reload. */
export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactMessage) => apiRequest<void>("DELETE", `/api/admin/contacts/${message.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.contacts }),
  });
}
