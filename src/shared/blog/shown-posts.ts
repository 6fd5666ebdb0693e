import type { BlogPost } from "./blog-post.ts";
import { fallbackBlogPosts, findFallbackPost } from "#shared/content/blog-fallback.ts";
import { viewOfFallbackPost, viewOfServerPost, type BlogPostView } from "./blog-post-view.ts";

/** The server's published, sanitized posts (the pages' loaders and the server's own routes read them alike). */
export type BlogReads = { list(): Promise<BlogPost[]>; findBySlug(slug: string): Promise<BlogPost | null> };
type ServerPost = BlogPost;

// The server keeps each published post as one object until it changes, so its view (read time
// counted over the whole body) is worked out once per version of the post, not on every request.
const views = new WeakMap<ServerPost, BlogPostView>();
function viewOf(post: ServerPost): BlogPostView {
  let view = views.get(post);
  if (!view) views.set(post, (view = viewOfServerPost(post)));
  return view;
}

/** SPEC §2 Blog list: the server's published posts, newest first, or the 6 built-in posts when it has none. */
export async function listShownPosts(blog: Pick<BlogReads, "list">): Promise<BlogPostView[]> {
  const posts = await blog.list();
  return posts.length > 0 ? posts.map(viewOf) : fallbackBlogPosts.map(viewOfFallbackPost);
}

/**
 * SPEC §2 Blog post: a published post by its slug. A built-in post opens only while the server
 * has none, so its slug stops answering once real posts replace the sample list.
 */
export async function findShownPost(blog: BlogReads, slug: string): Promise<BlogPostView | null> {
  const post = await blog.findBySlug(slug);
  if (post) return viewOf(post);
  const fallback = findFallbackPost(slug);
  if (!fallback || (await blog.list()).length > 0) return null;
  return viewOfFallbackPost(fallback);
}
