import { useLocation } from "react-router";
import type { Route } from "./+types/blog";
import {
  BlogMasthead,
  BlogNewsletterSignUp,
  blogFeedLink,
  blogLd,
  BlogPostBrowser,
} from "#app/features/blog/index.ts";
import { cardOf } from "#shared/blog/blog-post-view.ts";
import { listShownPosts } from "#shared/blog/shown-posts.ts";
import { blogListCopy } from "#shared/content/blog.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";
import { signUpActionFor } from "#app/lib/sign-up-action.server.ts";

/** The cards of the published posts, or of the built-in posts while the server has none. */
export async function loader({ context }: Route.LoaderArgs) {
  return { posts: (await listShownPosts(context.blog)).map(cardOf) };
}

/** A sign-up form posted before the page's script ran (`sign-up-action.server.ts`). */
export const action = signUpActionFor("blog-newsletter");

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: blogListCopy.metaTitle,
    description: blogListCopy.metaDescription,
    path: paths.blog,
    jsonLd: [blogLd(loaderData?.posts ?? [], baseUrlFrom(matches))],
  }),
  blogFeedLink,
];

/** SPEC §2 Blog list. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <BlogMasthead />
      {/* Keyed on the location: a navigation to the blog starts from the filters in its address. */}
      <BlogPostBrowser key={location.key} posts={loaderData.posts} />
      <BlogNewsletterSignUp />
    </>
  );
}
