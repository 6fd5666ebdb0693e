import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { BlogPostArticle } from "../components/blog/blog-post-article.tsx";
import { PostNotFound } from "../components/blog/post-not-found.tsx";
import { brand } from "../content/brand.ts";
import { blogPostCopy, findFallbackPost } from "../content/blog-fallback.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

/** Until the server's blog exists, posts come from the built-in sample list (SPEC §2 Blog list). */
export function loader({ params }: Route.LoaderArgs) {
  const post = findFallbackPost(params.slug);
  // An unknown slug answers 404 while still showing the page with its way back (SPEC §8).
  if (!post) return data(null, { status: 404 });
  return post;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = paths.blogPost(params.slug);
  if (!loaderData) {
    return pageMeta(matches, {
      title: blogPostCopy.notFoundTitle,
      description: blogPostCopy.notFoundText,
      path,
      noindex: true,
    });
  }
  const baseUrl = baseUrlFrom(matches);
  const url = `${baseUrl}${path}`;
  return pageMeta(matches, {
    title: loaderData.title,
    description: loaderData.excerpt,
    path,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: loaderData.title,
        description: loaderData.excerpt,
        datePublished: loaderData.publishDate,
        articleSection: loaderData.category,
        keywords: loaderData.tags.join(", "),
        author: { "@type": "Person", name: loaderData.authorName },
        publisher: {
          "@type": "Organization",
          name: brand.legalEntity,
          logo: { "@type": "ImageObject", url: `${baseUrl}/logo.svg` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BlogPostArticle post={loaderData} /> : <PostNotFound />;
}
