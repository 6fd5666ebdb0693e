import type { BlogPost } from "../../../shared/blog/blog-post.ts";
import type { AppDb } from "../../db/client.ts";
import { listPublishedPosts } from "./blog-repository.ts";
import { sanitizePostContent, sanitizeVideoEmbed } from "./post-html-sanitizer.ts";

/**
 * Published posts, served from memory (the blog pages, the API, the feed and the sitemap read
 * them on every request). A write on this instance drops the copy at once; another instance's
 * write shows here within `maxAgeMs`, so several instances on one database agree quickly.
 * Sanitizing again on load means a row written around the API can still never carry a script.
 */
export class PublishedPosts {
  private copy: { posts: BlogPost[]; bySlug: Map<string, BlogPost>; loadedAt: number } | null = null;
  private loading: Promise<BlogPost[]> | null = null;
  /** Bumped by every write, so a load that started before it cannot store what it read. */
  private generation = 0;

  constructor(
    private readonly db: AppDb,
    private readonly maxAgeMs = 10_000,
  ) {}

  async list(): Promise<BlogPost[]> {
    if (this.copy && Date.now() - this.copy.loadedAt < this.maxAgeMs) return this.copy.posts;
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    return (this.loading = loading);
  }

  async findBySlug(slug: string): Promise<BlogPost | null> {
    const posts = await this.list();
    return this.copy?.bySlug.get(slug) ?? posts.find((post) => post.slug === slug) ?? null;
  }

  invalidate(): void {
    this.generation += 1;
    this.copy = null;
    this.loading = null;
  }

  private async load(): Promise<BlogPost[]> {
    const generation = this.generation;
    const posts = (await listPublishedPosts(this.db)).map(sanitizePost);
    if (generation === this.generation) {
      this.copy = { posts, bySlug: new Map(posts.map((post) => [post.slug, post])), loadedAt: Date.now() };
    }
    return posts;
  }
}

function sanitizePost(post: BlogPost): BlogPost {
  return {
    ...post,
    content: sanitizePostContent(post.content),
    videoEmbedCode: post.videoEmbedCode ? sanitizeVideoEmbed(post.videoEmbedCode) || null : null,
  };
}
