import { describe, expect, it } from "vitest";
import type { BlogPost } from "./blog-post.ts";
import { fallbackBlogPosts } from "#shared/content/blog-fallback.ts";
import { listShownPosts, findShownPost } from "./shown-posts.ts";
import { estimatedReadTime } from "./blog-post-view.ts";

function serverPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: "A real post",
    slug: "a-real-post",
    category: "Leadership",
    excerpt: "Excerpt",
    content: "<p>Body</p>",
    imageUrl: null,
    videoUrl: null,
    videoEmbedCode: null,
    readTime: "3 min read",
    publishDate: "2026-01-02T03:04:05.000Z",
    published: true,
    featured: false,
    authorName: "Author",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-03T00:00:00.000Z",
    seoTitle: null,
    seoDescription: null,
    tags: [],
    sourceUrl: null,
    ...overrides,
  };
}

function blogWith(posts: BlogPost[]) {
  return {
    list: async () => posts,
    findBySlug: async (slug: string) => posts.find((post) => post.slug === slug) ?? null,
  };
}

const sampleSlug = fallbackBlogPosts[0]!.slug;

describe("the posts the blog shows (SPEC §2 Blog list: fallback when the server returns none)", () => {
  it("shows the 6 built-in posts while the server has none, and their pages open", async () => {
    expect((await listShownPosts(blogWith([]))).map((post) => post.slug)).toEqual(
      fallbackBlogPosts.map((p) => p.slug),
    );
    expect(await findShownPost(blogWith([]), sampleSlug)).toMatchObject({ slug: sampleSlug, imageUrl: null });
  });

  it("shows only the server's posts once it has one; a built-in slug is then unknown", async () => {
    const blog = blogWith([serverPost()]);
    expect((await listShownPosts(blog)).map((post) => post.slug)).toEqual(["a-real-post"]);
    expect(await findShownPost(blog, sampleSlug)).toBeNull();
    expect(await findShownPost(blog, "a-real-post")).toMatchObject({ title: "A real post" });
    expect(await findShownPost(blog, "no-such-post")).toBeNull();
  });

  it("fills a missing read time and publish date", async () => {
    const content = `<p>${"word ".repeat(650)}</p>`;
    const [post] = await listShownPosts(
      blogWith([serverPost({ readTime: null, publishDate: null, content })]),
    );
    expect(post).toMatchObject({ readTime: "3 min read", publishDate: "2026-01-01T00:00:00.000Z" });
  });
});

describe("estimatedReadTime", () => {
  it("counts words outside the tags at 200 a minute, at least one minute", () => {
    expect(estimatedReadTime("<h2>Hi</h2><p>there</p>")).toBe("1 min read");
    expect(estimatedReadTime(`<p>${"a ".repeat(1000)}</p>`)).toBe("5 min read");
  });
});

describe("a server post's view", () => {
  it("is worked out once per version of the post, and afresh when the post changes", async () => {
    const first = serverPost({ slug: "kept-view" });
    const [view] = await listShownPosts(blogWith([first]));
    expect(await findShownPost(blogWith([first]), "kept-view")).toBe(view);
    const edited = serverPost({ slug: "kept-view", title: "Edited" });
    const [editedView] = await listShownPosts(blogWith([edited]));
    expect(editedView).not.toBe(view);
    expect(editedView?.title).toBe("Edited");
  });
});
