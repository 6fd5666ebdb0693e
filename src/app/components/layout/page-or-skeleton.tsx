import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { RenderNothing } from "../ui/lazy-with-fallback.tsx";

type Skeleton = ComponentType<object>;

/**
 * The pages SPEC §2 gives a loading skeleton, by the start of their path. Each skeleton is fetched
 * on the first navigation that needs it, so no page's first load carries it. One whose code cannot
 * be fetched (a site redeployed under an open tab) is left out rather than failing the navigation
 * it only decorates.
 */
const skeletons: { pathPrefix: string; load: () => Promise<Skeleton> }[] = [
  {
    pathPrefix: paths.episode(""),
    load: () => import("../episode-detail/episode-skeleton.tsx").then((module) => module.EpisodeSkeleton),
  },
  {
    pathPrefix: paths.blogPost(""),
    load: () => import("../blog/blog-post-skeleton.tsx").then((module) => module.BlogPostSkeleton),
  },
];

/** Skeletons whose code has arrived (or failed to), by path prefix, for the rest of the page's life. */
const fetchedSkeletons = new Map<string, Skeleton>();

/**
 * The page, or the skeleton of the page a link is taking the visitor to while its data is on its
 * way, shown from its top as the page will be. Other pages stay in view until the next one is
 * ready, and so does the current page while the skeleton's own code is on its way: the next page
 * follows straight on if it is ready first.
 */
export function PageOrSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const pending =
    target !== null && target !== pathname
      ? skeletons.find(({ pathPrefix }) => target.startsWith(pathPrefix))
      : undefined;
  const [, skeletonArrived] = useState(0);

  useEffect(() => {
    if (!pending || fetchedSkeletons.has(pending.pathPrefix)) return;
    const keep = (skeleton: Skeleton) => {
      fetchedSkeletons.set(pending.pathPrefix, skeleton);
      skeletonArrived((count) => count + 1);
    };
    pending.load().then(keep, () => keep(RenderNothing));
  }, [pending]);

  const Skeleton = pending && fetchedSkeletons.get(pending.pathPrefix);
  return Skeleton ? <SkeletonFromTop Skeleton={Skeleton} /> : children;
}

function SkeletonFromTop({ Skeleton }: { Skeleton: Skeleton }) {
  // The same smooth scroll the arriving page would start (SPEC §2), begun while it loads.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return <Skeleton />;
}
