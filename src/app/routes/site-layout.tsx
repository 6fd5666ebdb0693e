import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigationType, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteFooter, SiteHeader, PageOrSkeleton } from "#app/features/layout/index.ts";
import { SkipLink, MAIN_CONTENT_ID } from "#app/components/ui/skip-link.tsx";
import { AudioPlayerBar, FloatingPlayerSlot, onProgress } from "#app/features/player/index.ts";
import { saveProgress } from "#app/features/episodes/index.ts";
import { RewardNotificationHost, RewardsProvider } from "#app/features/rewards/index.ts";
import { TourLauncher } from "#app/features/tour/index.ts";

/** Whether the site has episodes: the floating player (SPEC §4) fetches its list only when wanted. */
export function loader({ context }: Route.LoaderArgs) {
  return { hasEpisodes: context.episodes.list().length > 0 };
}

// The catalog changes at most every 5 minutes: moving between pages need not ask again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * Runs `act` with the address's #anchor id ("" for none) now, or a frame later when the anchor is
 * not in the page yet: it is in a part the new address has only just opened (the support page's
 * sponsor tab). Returns the effect's cleanup.
 */
function whenAnchorIsThere(hash: string, act: (anchorId: string) => void): (() => void) | undefined {
  const anchorId = hash ? decodeURIComponent(hash.slice(1)) : "";
  if (!anchorId || document.getElementById(anchorId)) {
    act(anchorId);
    return undefined;
  }
  const frame = requestAnimationFrame(() => act(anchorId));
  return () => cancelAnimationFrame(frame);
}

function scrollToAnchorOrTop(anchorId: string) {
  const anchor = anchorId ? document.getElementById(anchorId) : null;
  if (anchor) anchor.scrollIntoView({ behavior: "smooth", block: "start" });
  else window.scrollTo({ top: 0, behavior: "smooth" });
}

/** Focus to the #anchor, else the main content, without scrolling (the scroll has its own effect). */
function focusStartOfPage(anchorId: string) {
  const anchor = anchorId ? document.getElementById(anchorId) : null;
  if (anchor && !anchor.hasAttribute("tabindex")) {
    anchor.tabIndex = -1;
    anchor.dataset.focusStart = "";
  }
  (anchor ?? document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: true });
}

/**
 * Every page but the landing page: header, main content, footer and player (SPEC §2 global
 * behaviour), with the visitor's rewards (SPEC §4) and the guided tour's start on /home.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // Where the visitor got in an episode played here goes into the listening history.
  useEffect(() => onProgress((episode, progress) => saveProgress(episode.id, progress)), []);
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const arrived = useRef(false);
  useEffect(() => {
    // The first render is an arrival, not a path change: the browser has already placed the page
    // (at the top, at a #anchor, or where a reload left it).
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    // Back and Forward return to where the visitor was on that page (ScrollRestoration in root).
    if (navigationType === "POP") return;
    // A link to an anchor (the footer's contact form link) goes to the anchor; any other path
    // change scrolls smoothly to the top (SPEC §2).
    return whenAnchorIsThere(hash, scrollToAnchorOrTop);
  }, [pathname, hash, navigationType]);

  // A new page takes focus to its main content, or to the #anchor the link points at, as a page
  // load would start there: the next Tab goes on from there, and a screen reader reads the new
  // page rather than staying on the link that was followed. A dialog or the tour holding focus
  // gives it back itself.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
    return whenAnchorIsThere(hash, focusStartOfPage);
    // The hash is read with the path it came with; a later change of the hash alone moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <RewardsProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <PageOrSkeleton>
            <Outlet />
          </PageOrSkeleton>
        </main>
        <SiteFooter />
        <FloatingPlayerSlot hasEpisodes={loaderData.hasEpisodes} />
      </div>
      <AudioPlayerBar />
      <RewardNotificationHost />
      <TourLauncher />
    </RewardsProvider>
  );
}
