import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import {
  BlogPostArticle,
  blogFeedLink,
  blogPostingLd,
  postSeo,
  PostNotFound,
} from "#app/features/blog/index.ts";
import { findShownPost } from "#shared/blog/shown-posts.ts";
import { blogPostCopy } from "#shared/content/blog.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await findShownPost(context.blog, params.slug);
  // An unknown or draft slug answers 404 while still showing the page with its way back (SPEC §8).
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
  const seo = postSeo(loaderData);
  return [
    ...pageMeta(matches, {
      title: seo.title,
      description: seo.description,
      image: seo.image,
      path,
      type: "article",
      jsonLd: [blogPostingLd(loaderData, baseUrlFrom(matches))],
    }),
    blogFeedLink,
  ];
};

/** SPEC §2 Blog post. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BlogPostArticle post={loaderData} /> : <PostNotFound />;
}
