import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-app.ts";
import { blogPostInputSchema } from "#shared/blog/blog-post.ts";
import { insertPost, updatePost, type BlogPostValues } from "./blog-repository.ts";
import { PublishedPosts } from "./published-posts.ts";

function values(slug: string, content: string): BlogPostValues {
  const input = blogPostInputSchema.parse({
    title: slug,
    slug,
    category: "Mindset",
    authorName: "Author",
    excerpt: "Excerpt",
    content,
    published: true,
  });
  return { ...input, slug, publishDate: new Date("2026-01-01T00:00:00Z") };
}

describe("PublishedPosts", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  test("a copy past its age is served while the fresh one loads, which the next read gets", async () => {
    const posts = new PublishedPosts(database.db, 0);
    const post = await insertPost(database.db, values("stale-while-loading", "<p>First</p>"));
    const first = await posts.findBySlug(post.slug);
    expect(first?.content).toBe("<p>First</p>");

    // Another instance edits the post straight in the database.
    await updatePost(database.db, post.id, values(post.slug, "<p>Second</p>"));
    expect((await posts.findBySlug(post.slug))?.content).toBe("<p>First</p>");
    await expect.poll(async () => (await posts.findBySlug(post.slug))?.content).toBe("<p>Second</p>");
  });

  test("a reload sanitizes only the posts that changed since the last load", async () => {
    const posts = new PublishedPosts(database.db, 0);
    const unchanged = await insertPost(
      database.db,
      values("kept-as-sanitized", "<p>Kept</p><script>x()</script>"),
    );
    const edited = await insertPost(database.db, values("sanitized-again", "<p>Old</p>"));
    const before = await posts.list();
    const keptBefore = before.find((post) => post.id === unchanged.id)!;
    expect(keptBefore.content).toBe("<p>Kept</p>");

    await updatePost(database.db, edited.id, values(edited.slug, '<p>New</p><p onclick="y()">Too</p>'));
    await expect
      .poll(async () => (await posts.findBySlug(edited.slug))?.content)
      .toBe("<p>New</p><p>Too</p>");
    const after = await posts.list();
    expect(after.find((post) => post.id === unchanged.id)).toBe(keptBefore);
  });

  test("a write on this instance is read at once, not after the next reload", async () => {
    const posts = new PublishedPosts(database.db, 60_000);
    const post = await insertPost(database.db, values("read-your-write", "<p>Before</p>"));
    expect((await posts.findBySlug(post.slug))?.content).toBe("<p>Before</p>");
    await updatePost(database.db, post.id, values(post.slug, "<p>After</p>"));
    posts.invalidate();
    expect((await posts.findBySlug(post.slug))?.content).toBe("<p>After</p>");
  });
});
