import { useEffect, useRef } from "react";
import { Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { SkipLink, MAIN_CONTENT_ID } from "../components/layout/skip-link.tsx";
import { PageOrSkeleton } from "../components/layout/page-or-skeleton.tsx";
import { FloatingPlayerSlot } from "../components/player/floating-player-slot.tsx";
import type { PlayerEpisode } from "../components/player/player-episode.ts";
import { episodeArtwork } from "../../shared/episodes/episode-card.ts";
import { RewardNotificationHost } from "../components/rewards/reward-notification-host.tsx";
import { RewardsProvider } from "../components/rewards/rewards-provider.tsx";
import { TourLauncher } from "../components/tour/tour-launcher.tsx";

/** The floating player's slim episode list (SPEC §4): only what it shows and plays. */
export function loader({ context }: Route.LoaderArgs) {
  const episodes: PlayerEpisode[] = context.episodes.list().map((episode) => ({
    id: episode.id,
    name: episode.name,
    // The artwork every list shows: the video thumbnail when there is one (SPEC §3).
    thumbnail: episodeArtwork(episode),
    spotifyUrl: episode.spotifyUrl,
  }));
  return { episodes };
}

// The list changes at most every 5 minutes: moving between pages need not reload it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * Every page but the landing page: header, main content, footer and player (SPEC §2 global
 * behaviour), with the visitor's rewards (SPEC §4) and the guided tour's start on /home.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, hash } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    // The first render is an arrival, not a path change: the browser has already placed the page
    // (at the top, at a #anchor, or where a reload left it).
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    // A link to an anchor (the footer's contact form link) goes to the anchor; any other path
    // change scrolls smoothly to the top (SPEC §2).
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ behavior: "smooth", block: "start" });
    else window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, hash]);

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
        <FloatingPlayerSlot episodes={loaderData.episodes} />
      </div>
      <RewardNotificationHost />
      <TourLauncher />
    </RewardsProvider>
  );
}
