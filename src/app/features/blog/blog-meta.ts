import type { MetaDescriptor } from "react-router";
import { brand } from "#shared/content/brand.ts";
import { blogListCopy } from "#shared/content/blog.ts";
import { absoluteUrl, META_DESCRIPTION_LIMIT } from "#app/lib/meta.ts";
import { cutText } from "#shared/episodes/text.ts";
import { paths } from "#shared/site-paths.ts";
import type { BlogCardView, BlogPostView } from "#shared/blog/blog-post-view.ts";

/** The blog's RSS feed (served by the server at /blog/rss.xml), announced on every blog page. */
export const blogFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: blogListCopy.title,
  href: "/blog/rss.xml",
};

/** schema.org Blog for the list page, naming the posts the page shows. */
export function blogLd(posts: BlogCardView[], baseUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: blogListCopy.title,
    description: blogListCopy.metaDescription,
    url: `${baseUrl}${paths.blog}`,
    author: { "@type": "Person", name: brand.host.name },
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.publishDate,
      url: `${baseUrl}${paths.blogPost(post.slug)}`,
    })),
  };
}

/** The title and description search engines and share cards show for a post (SPEC §3 SEO fields). */
export function postSeo(post: BlogPostView): { title: string; description: string; image: string } {
  return {
    title: post.seoTitle || post.title,
    // The owner's own SEO description as written; an excerpt (up to 600 characters) is cut.
    description: post.seoDescription || cutText(post.excerpt, META_DESCRIPTION_LIMIT),
    image: post.imageUrl ?? brand.socialImage,
  };
}

/** schema.org BlogPosting for a post page. */
export function blogPostingLd(post: BlogPostView, baseUrl: string): Record<string, unknown> {
  const url = `${baseUrl}${paths.blogPost(post.slug)}`;
  const seo = postSeo(post);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: seo.description,
    datePublished: post.publishDate,
    dateModified: post.updatedAt,
    image: absoluteUrl(baseUrl, seo.image),
    articleSection: post.category,
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      name: brand.legalEntity,
      logo: { "@type": "ImageObject", url: `${baseUrl}/logo.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
