import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { lazyWithFallback, RenderNothing } from "#app/components/ui/lazy-with-fallback.tsx";

/**
 * A skeleton fetched on the first navigation that needs it, so no page's first load carries it.
 * Router updates are transitions: while its code is on its way React keeps the current page in
 * view, and moves straight to the next page if that is ready first. There is deliberately no
 * Suspense boundary here: one around the page would let React discard the server's HTML and
 * render the page afresh when anything above it changes during hydration, and one around the
 * skeleton alone would blank the page while the skeleton's code arrives. A skeleton whose code
 * cannot be fetched (a site redeployed under an open tab) is left out rather than failing the
 * navigation it only decorates.
 */
const EpisodeSkeleton = lazyWithFallback<object>(
  () => import("./episode-skeleton.tsx").then((module) => ({ default: module.EpisodeSkeleton })),
  RenderNothing,
);
const BlogPostSkeleton = lazyWithFallback<object>(
  () => import("./blog-post-skeleton.tsx").then((module) => ({ default: module.BlogPostSkeleton })),
  RenderNothing,
);

/** The pages SPEC §2 gives a loading skeleton, by the start of their path. */
const skeletons = [
  { pathPrefix: paths.episode(""), Skeleton: EpisodeSkeleton },
  { pathPrefix: paths.blogPost(""), Skeleton: BlogPostSkeleton },
];

/**
 * The page, or the skeleton of the page a link is taking the visitor to while its data is on its
 * way, shown from its top as the page will be. Other pages stay in view until the next one is ready.
 */
export function PageOrSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const pending =
    target !== null && target !== pathname
      ? skeletons.find(({ pathPrefix }) => target.startsWith(pathPrefix))
      : undefined;
  return pending ? <SkeletonFromTop Skeleton={pending.Skeleton} /> : children;
}

function SkeletonFromTop({ Skeleton }: { Skeleton: (typeof skeletons)[number]["Skeleton"] }) {
  // The same smooth scroll the arriving page would start (SPEC §2), begun while it loads.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return <Skeleton />;
}
