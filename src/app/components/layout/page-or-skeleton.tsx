import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { paths } from "../../../shared/site-paths.ts";

// Fetched on the first navigation that needs one, so no page's first load carries them; until the
// first one arrives, the page's room is kept empty.
const EpisodeSkeleton = lazy(() =>
  import("../episode-detail/episode-skeleton.tsx").then((module) => ({ default: module.EpisodeSkeleton })),
);
const BlogPostSkeleton = lazy(() =>
  import("../blog/blog-post-skeleton.tsx").then((module) => ({ default: module.BlogPostSkeleton })),
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
  if (!pending) return children;
  // Only the skeleton sits in a boundary: one around the page itself would let React discard the
  // server's HTML and render the page afresh when anything above it changes during hydration.
  return (
    <Suspense fallback={<div className="min-h-screen" />}>
      <SkeletonFromTop Skeleton={pending.Skeleton} />
    </Suspense>
  );
}

function SkeletonFromTop({ Skeleton }: { Skeleton: (typeof skeletons)[number]["Skeleton"] }) {
  // The same smooth scroll the arriving page would start (SPEC §2), begun while it loads.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return <Skeleton />;
}
