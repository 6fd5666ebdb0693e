import type { BlogPost } from "#shared/blog/blog-post.ts";
import type { AppDb } from "#server/db/client.ts";
import { listPublishedPosts } from "./blog-repository.ts";
import { sanitizePostContent, sanitizeVideoEmbed } from "./post-html-sanitizer.ts";

/**
 * Published posts, served from memory (the blog pages, the API, the feed and the sitemap read
 * them on every request). A write on this instance drops the copy at once, so the next read waits
 * for the new one. Another instance's write shows here soon after `maxAgeMs`: a copy that old is
 * still served while a fresh one loads in the background, so no visitor waits for the reload.
 * Sanitizing again on load means a row written around the API can still never carry a script;
 * a post unchanged since the last load keeps its sanitized copy, so a reload sanitizes only
 * what changed.
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

  /** Moves on with every write here, and with every change another instance made (`invalidate`). */
  get version(): number {
    return this.generation;
  }

  async list(): Promise<BlogPost[]> {
    if (!this.copy) return this.reload();
    if (Date.now() - this.copy.loadedAt >= this.maxAgeMs) {
      this.reload().catch(() => {
        // The copy in hand stays in use; the next read tries again.
      });
    }
    return this.copy.posts;
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

  /** One load at a time: reads that arrive while it runs share it. */
  private reload(): Promise<BlogPost[]> {
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    return (this.loading = loading);
  }

  private async load(): Promise<BlogPost[]> {
    const generation = this.generation;
    const sanitizedBefore = new Map(this.copy?.posts.map((post) => [post.id, post]));
    const posts = (await listPublishedPosts(this.db)).map((row) => {
      const before = sanitizedBefore.get(row.id);
      return before?.updatedAt === row.updatedAt ? before : sanitizePost(row);
    });
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
