import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPost, BlogPostInput } from "#shared/blog/blog-post.ts";
import { apiRequest } from "#app/lib/api-request.ts";
import { useAdminDelete, type DeleteOutcomes } from "./use-admin-delete.ts";
import { adminQueryKeys } from "./use-business-data.ts";

const postsUrl = adminQueryKeys.posts[0];

/**
 * SPEC §4 Blog: save is a create when no post is being edited, else an update of that post.
 * `startedFrom` is the `updatedAt` of the version the edit was started from: the one opened, or
 * the one a restored draft was started from (decision 006).
 */
export function useSaveBlogPost(editing: BlogPost | null, startedFrom: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) =>
      editing
        ? // A save over a newer version is refused (409) rather than undoing it.
          apiRequest<BlogPost>("PUT", `${postsUrl}/${editing.id}`, {
            ...input,
            expectedUpdatedAt: startedFrom ?? editing.updatedAt,
          })
        : apiRequest<BlogPost>("POST", postsUrl, input),
    // SPEC §4: every write reloads the posts list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.posts }),
  });
}

export function useDeleteBlogPost(outcomes: DeleteOutcomes<BlogPost>) {
  return useAdminDelete((post: BlogPost) => `${postsUrl}/${post.id}`, adminQueryKeys.posts, outcomes);
}
