/**
 * Starts and stops the guided tour from anywhere (the home page's first visit, the header's Tour
 * button, the rewards page's reset). driver.js, its styles and the steps arrive with `run-tour.ts`
 * on the first start, never with a page (DESIGN principle 5).
 */
import type { TourVariant } from "./tour-steps.ts";

let running = false;
let starts = 0;
let queued: TourVariant | null = null;
/** What had focus when the queued tour was asked for (the Tour button): it gets focus back. */
let queuedFrom: Element | null = null;

/** SPEC §4: the tour starts 500 ms after the home page loads when not seen before. */
export const TOUR_START_DELAY_MS = 500;

/**
 * Asks for a tour on the next arrival at the home page (the tour points at the home page's parts).
 * `from` gets focus back when it ends.
 */
export function queueTour(variant: TourVariant, from: Element | null = document.activeElement): void {
  queued = variant;
  queuedFrom = from;
}

export function queuedTour(): TourVariant | null {
  return queued;
}

export function isTourRunning(): boolean {
  return running;
}

/** Runs the tour, replacing one already under way; `from` gets focus back when it ends. */
export function startTour(variant: TourVariant, from: Element | null = document.activeElement): void {
  const startedFrom = queued ? queuedFrom : from;
  queued = null;
  queuedFrom = null;
  running = true;
  const start = ++starts;
  // Only the newest start's end counts: a replaced tour ending does not mean none is running.
  const ended = () => {
    if (start === starts) running = false;
  };
  import("./run-tour.ts")
    .then(({ runTour }) => runTour(variant, ended, startedFrom))
    .catch((error: unknown) => {
      ended();
      console.warn("The guided tour could not be started", error);
    });
}

export function stopTour(): void {
  if (!running) return;
  import("./run-tour.ts")
    .then(({ stopTour: stop }) => stop())
    .catch(() => {
      // A tour that is running has its code loaded already: nothing to stop.
    });
}
