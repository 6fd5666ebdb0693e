import { expect, type APIRequestContext } from "@playwright/test";
import type { BlogPost, BlogPostInput } from "#shared/blog/blog-post.ts";
import { TEST_ADMIN_PASSWORD } from "./admin-login.ts";

/** A word no other post has, to search for and to build unique slugs from. */
export function uniqueWord(): string {
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export type NewPost = (overrides?: Partial<BlogPostInput>) => Promise<BlogPost>;

/**
 * A Playwright fixture (`base.extend({ createPost: publishedPosts })`): publishes posts through the
 * admin API as the owner, and deletes them when the test ends. The e2e server is shared by every
 * spec file running in parallel, and other tests publish posts too: a test makes its own posts
 * with unique words and looks only at those.
 */
export async function publishedPosts(
  { request, baseURL }: { request: APIRequestContext; baseURL: string | undefined },
  use: (createPost: NewPost) => Promise<void>,
) {
  const login = await request.post("/api/admin/session", { data: { password: TEST_ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { origin: baseURL! };
  const created: BlogPost[] = [];
  await use(async (overrides = {}) => {
    const word = uniqueWord();
    const response = await request.post("/api/admin/blog/posts", {
      headers,
      data: {
        title: `Steady Leadership ${word}`,
        slug: `steady-leadership-${word}`,
        category: "Leadership",
        readTime: "4 min read",
        authorName: "Casey Test",
        excerpt: `Three habits that keep a team calm when plans change (${word}).`,
        content: "<p>Plans change. Calm leaders make the change smaller than the story about it.</p>",
        tags: ["leadership"],
        published: true,
        featured: false,
        ...overrides,
      } satisfies BlogPostInput,
    });
    expect(response.status(), await response.text()).toBe(201);
    const post = (await response.json()) as BlogPost;
    created.push(post);
    return post;
  });
  for (const post of created) {
    const response = await request.delete(`/api/admin/blog/posts/${post.id}`, { headers });
    expect(response.status()).toBe(204);
  }
}
