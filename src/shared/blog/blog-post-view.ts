import type { BlogPost } from "./blog-post.ts";
import type { FallbackBlogPost } from "#shared/content/blog-fallback.ts";

/**
 * A post as the blog pages show it, whether it comes from the server or from the built-in
 * sample list (SPEC §2 Blog list: the fallback is used when the server returns none). Every
 * component in this folder takes this one shape.
 */
export type BlogPostView = {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  /** Sanitized (server) or trusted (built-in) HTML. */
  content: string;
  readTime: string;
  /** ISO date-time. */
  publishDate: string;
  /** ISO date-time. */
  updatedAt: string;
  featured: boolean;
  authorName: string;
  tags: string[];
  /** An http(s) address or a path on this site such as /public-objects/{name}. */
  imageUrl: string | null;
  videoUrl: string | null;
  /** Sanitized on the server: only YouTube and Vimeo player iframes. */
  videoEmbedCode: string | null;
  sourceUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};

/** What a card in the list needs: no body, so the list page stays light. */
export type BlogCardView = Pick<
  BlogPostView,
  | "slug"
  | "title"
  | "category"
  | "excerpt"
  | "readTime"
  | "publishDate"
  | "featured"
  | "authorName"
  | "tags"
  | "imageUrl"
>;

const WORDS_PER_MINUTE = 200;

/** "5 min read" for a post saved without a read time, from the words of its HTML body. */
export function estimatedReadTime(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

export function viewOfServerPost(post: BlogPost): BlogPostView {
  const publishDate = post.publishDate ?? post.createdAt;
  return {
    slug: post.slug,
    title: post.title,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    readTime: post.readTime ?? estimatedReadTime(post.content),
    publishDate,
    updatedAt: post.updatedAt,
    featured: post.featured,
    authorName: post.authorName,
    tags: post.tags,
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
    videoEmbedCode: post.videoEmbedCode,
    sourceUrl: post.sourceUrl,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
  };
}

export function viewOfFallbackPost(post: FallbackBlogPost): BlogPostView {
  return {
    slug: post.slug,
    title: post.title,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    readTime: post.readTime,
    publishDate: post.publishDate,
    updatedAt: post.publishDate,
    featured: post.featured,
    authorName: post.authorName,
    tags: post.tags,
    imageUrl: null,
    videoUrl: null,
    videoEmbedCode: null,
    sourceUrl: null,
    seoTitle: null,
    seoDescription: null,
  };
}

export function cardOf(post: BlogPostView): BlogCardView {
  const { slug, title, category, excerpt, readTime, publishDate, featured, authorName, tags, imageUrl } =
    post;
  return { slug, title, category, excerpt, readTime, publishDate, featured, authorName, tags, imageUrl };
}
