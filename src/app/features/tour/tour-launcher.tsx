import { useEffect } from "react";
import { useLocation } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { isTourRunning, queuedTour, startTour, stopTour, TOUR_START_DELAY_MS } from "./tour-controller.ts";
import { hasSeenTour } from "./tour-storage.ts";
import { whenIdle } from "#app/lib/when-idle.ts";

/**
 * SPEC §4 Guided tour: on the home page, a first-time visitor's tour starts 500 ms after load, once
 * the page is idle (nobody asked for it: it waits for the page's own work, decision 022); a tour
 * asked for elsewhere (the Tour button) starts on arrival. Leaving the home page ends it.
 */
export function TourLauncher() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== paths.home) return;
    const variant = queuedTour() ?? (hasSeenTour() ? null : "full");
    let cancelIdle: (() => void) | undefined;
    const timer =
      variant &&
      window.setTimeout(
        () => {
          const start = () => {
            if (variant === queuedTour() || !isTourRunning()) startTour(variant);
          };
          if (variant === "full") cancelIdle = whenIdle(start);
          else start();
        },
        variant === "full" ? TOUR_START_DELAY_MS : 0,
      );
    return () => {
      if (timer) window.clearTimeout(timer);
      cancelIdle?.();
      stopTour();
    };
  }, [pathname]);
  return null;
}
