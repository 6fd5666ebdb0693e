import { and, desc, eq, sql } from "drizzle-orm";
import type { BlogPost, ValidBlogPostInput } from "#shared/blog/blog-post.ts";
import type { AppDb } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

type Row = typeof blogPosts.$inferSelect;
/** What the repository writes: the validated form with its slug settled and its dates set. */
export type BlogPostValues = Omit<ValidBlogPostInput, "slug"> & { slug: string; publishDate: Date };

const toBlogPost = (row: Row): BlogPost => ({
  ...row,
  publishDate: row.publishDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every post, drafts included, newest first (the admin's list). */
export async function listAllPosts(db: AppDb): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toBlogPost);
}

/** Published posts, latest publish date first (the public blog). */
export async function listPublishedPosts(db: AppDb): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id));
  return rows.map(toBlogPost);
}

export async function insertPost(db: AppDb, values: BlogPostValues): Promise<BlogPost> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return toBlogPost(row!);
}

/**
 * Answers null when no post has this id, and "changed" when `openedAt` is given and the post has
 * been updated since (compared to the millisecond, as the API shows `updatedAt`).
 */
export async function updatePost(
  db: AppDb,
  id: number,
  values: BlogPostValues,
  openedAt?: Date,
): Promise<BlogPost | "changed" | null> {
  const unchangedSinceOpened = openedAt
    ? sql`date_trunc('milliseconds', ${blogPosts.updatedAt}) = ${openedAt.toISOString()}::timestamptz`
    : undefined;
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(blogPosts.id, id), unchangedSinceOpened))
    .returning();
  if (row) return toBlogPost(row);
  if (!openedAt) return null;
  const [stillThere] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  return stillThere ? "changed" : null;
}

/** Answers false when no post has this id. */
export async function deletePost(db: AppDb, id: number): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}
