import type { Route } from "./+types/blog";
import { BlogMasthead } from "../components/blog/blog-masthead.tsx";
import { BlogPostGrid } from "../components/blog/blog-post-grid.tsx";
import { FeaturedPostCard } from "../components/blog/featured-post-card.tsx";
import { pickFeaturedPost } from "../components/blog/pick-featured-post.ts";
import { brand } from "../content/brand.ts";
import { blogListCopy, fallbackBlogPosts } from "../content/blog-fallback.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    title: blogListCopy.metaTitle,
    description: blogListCopy.metaDescription,
    path: paths.blog,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: blogListCopy.title,
        description: blogListCopy.metaDescription,
        url: `${baseUrl}${paths.blog}`,
        author: { "@type": "Person", name: brand.host.name },
        blogPost: fallbackBlogPosts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: post.publishDate,
          url: `${baseUrl}${paths.blogPost(post.slug)}`,
        })),
      },
    ],
  });
};

/**
 * SPEC §2 Blog list. Until the server's blog exists, the built-in sample posts are the list;
 * search, category filter and the newsletter form arrive with that feature.
 */
export default function BlogPage() {
  const { featured, others } = pickFeaturedPost(fallbackBlogPosts);
  return (
    <>
      <BlogMasthead />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        {featured && <FeaturedPostCard post={featured} />}
        <BlogPostGrid posts={others} />
      </div>
    </>
  );
}
