import { z } from "#shared/zod.ts";

/**
 * SPEC §3 Blog post as the API answers it (every blog route's response schema), and through
 * `BlogPost` (blog-post.ts) the type the pages read. The browser imports only that type, so this
 * schema stays out of its bundles.
 *
 * Keys are in the table's column order, the order the answers have always had. Dates reach the
 * routes already as ISO 8601 strings (blog-repository.ts). Nothing is checked beyond the shape:
 * a row written around the API (SPEC §4 import), even with a year past 9999 that `toISOString`
 * writes as "+020240-…", is still answered rather than refused with a 500, so the owner can open
 * the post and fix it.
 */
export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Not the form's enum: a stored post may carry a category from before the list changed. */
  category: z.string(),
  excerpt: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** Sanitized: only iframes from the allowed video hosts. */
  videoEmbedCode: z.string().nullable(),
  readTime: z.string().nullable(),
  /** Null only on a row written around the API: every save sets it. */
  publishDate: z.string().nullable(),
  published: z.boolean(),
  featured: z.boolean(),
  authorName: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  tags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/blog/posts and /api/admin/blog/posts. */
export const blogPostListSchema = z.array(blogPostSchema);
