/**
 * The guided tour itself (SPEC §4 Guided tour, §9: 400 ms animation), on driver.js. Loaded with
 * its styles on the first start only (see tour-controller.ts).
 *
 * Keyboard: driver.js moves on with the right arrow, back with the left, closes with Escape and
 * keeps Tab inside the popover; each popover is a labelled dialog and its Next button takes focus.
 */
import { driver, type Config, type Driver, type DriveStep } from "driver.js";
import "driver.js/dist/driver.css";
import "./tour-theme.css";
import { tourButtons } from "#app/content/tour.ts";
import { trackEvent } from "#app/lib/analytics.ts";
import { loadFloatingPlayer, revealFloatingPlayer } from "#app/features/player/index.ts";
import { markTourSeen } from "./tour-storage.ts";
import { MAIN_CONTENT_ID } from "#app/components/ui/skip-link.tsx";
import { holdRewardNotification } from "#app/features/rewards/index.ts";
import {
  firstVisible,
  pointedAt,
  REQUIRED_ANCHORS,
  scrollForPopoverRoom,
  TOUR_KEY_PART,
  tourSteps,
  type TourStep,
  type TourVariant,
} from "./tour-steps.ts";
import { ANCHOR_WAIT_MS, waitForAnchors } from "./wait-for-anchors.ts";

/** SPEC §9: the tour's animation. */
const TOUR_ANIMATION_MS = 400;
/** driver.js's gap between a step's element and its popover: the stage's padding and its offset. */
const STAGE_PADDING_PX = 6;
const POPOVER_OFFSET_PX = 10;
/** How long the window must stay one size before a step's element is chosen again. */
const RESIZE_SETTLE_MS = 250;
/** More than a phone's address bar: a height change this large is a new screen, not a scroll. */
const ADDRESS_BAR_PX = 120;

let active: { tour: Driver; end: (finished: boolean, byVisitor?: boolean) => void } | null = null;
/** Numbers each run, so a run still waiting for its anchors knows when it has been replaced. */
let runs = 0;

const findAll = (selector: string) => Array.from(document.querySelectorAll(selector));
const isOnScreen = (element: Element) =>
  element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";

/**
 * driver.js marks the highlighted element with aria-haspopup, aria-expanded and aria-controls and
 * removes them afterwards. On a section or a link those are invalid, and on the menu button they
 * overwrite its own state; this puts back what each element had.
 */
function ariaKeeper() {
  const names = ["aria-haspopup", "aria-expanded", "aria-controls"] as const;
  const originals = new Map<Element, (string | null)[]>();
  return {
    remember(element: Element) {
      if (!originals.has(element))
        originals.set(
          element,
          names.map((name) => element.getAttribute(name)),
        );
    },
    restore() {
      for (const [element, values] of originals) {
        names.forEach((name, index) => {
          const value = values[index];
          if (value === null || value === undefined) element.removeAttribute(name);
          else element.setAttribute(name, value);
        });
      }
    },
  };
}

/** What a step points at on the screen as it is now (null for none: the popover is centred). */
function locate(step: TourStep): Element | null {
  if (step.revealsPlayer) revealFloatingPlayer(true);
  const section = firstVisible(step.anchors, findAll, isOnScreen);
  if (!section) return null;
  const height = section.getBoundingClientRect().height;
  return pointedAt(section, section.querySelector(TOUR_KEY_PART), height, window.innerHeight);
}

/**
 * driver.js keeps a step's element when the window resizes. A phone turned mid-step may now want
 * the other choice (the section, or its key part, or the menu button instead of a header link), so
 * once the resizing settles the step is shown again when its element is no longer the right one.
 * A phone's address bar showing or hiding only changes the height a little: that is left alone,
 * so a section near the cut-off does not flip back and forth while the visitor scrolls.
 */
function rechooseOnResize(tour: Driver, steps: readonly TourStep[]): () => void {
  let timer: number | undefined;
  let size = { width: window.innerWidth, height: window.innerHeight };
  const check = () => {
    // A step still moving in is checked again once it is in place.
    if (tour.getState("__transitionCallback")) {
      timer = window.setTimeout(check, RESIZE_SETTLE_MS);
      return;
    }
    const index = tour.getActiveIndex();
    const step = index === undefined ? undefined : steps[index];
    // The player's step has a single element, and showing it again would hide the player.
    if (index === undefined || !step || step.anchors.length === 0 || step.revealsPlayer) return;
    const element = locate(step);
    if (element && element !== tour.getActiveElement()) tour.moveTo(index);
  };
  const onResize = () => {
    const now = { width: window.innerWidth, height: window.innerHeight };
    if (now.width === size.width && Math.abs(now.height - size.height) < ADDRESS_BAR_PX) return;
    size = now;
    window.clearTimeout(timer);
    timer = window.setTimeout(check, RESIZE_SETTLE_MS);
  };
  window.addEventListener("resize", onResize);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener("resize", onResize);
  };
}

function driveStep(step: TourStep, number: number): DriveStep {
  return {
    // An element function that answers nothing makes driver.js centre the popover on the screen.
    element: step.anchors.length > 0 ? () => locate(step) as Element : undefined,
    popover: { title: step.copy.title, description: step.copy.description, side: step.side, align: "center" },
    onDeselected: step.revealsPlayer ? () => revealFloatingPlayer(false) : undefined,
    data: { id: step.id, number },
  };
}

/**
 * Where the popover fits on no side of the step's element (a landscape phone), brings the element
 * up under the header, so the popover goes below it instead of over it (`scrollForPopoverRoom`).
 * Runs as the popover is built, before driver.js places it. Only the page's content moves when it
 * scrolls: the header and the floating player stay where they are.
 */
function makeRoomForPopover(element: Element | undefined, popover: HTMLElement) {
  if (!element?.closest(`#${MAIN_CONTENT_ID}`)) return;
  const gap = STAGE_PADDING_PX + POPOVER_OFFSET_PX;
  const size = popover.getBoundingClientRect();
  const scrollBy = scrollForPopoverRoom(
    element.getBoundingClientRect(),
    { width: size.width + gap, height: size.height + gap },
    {
      width: window.innerWidth,
      height: window.innerHeight,
      topInset: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    },
  );
  // At once: driver.js reads the element's place right after this.
  if (scrollBy !== 0) window.scrollTo({ top: window.scrollY + scrollBy, behavior: "instant" });
}

/**
 * Focus back where it was before the tour (the Tour button), or, for the first-visit tour, to the
 * main content rather than the page's body.
 */
function returnFocus(focusedBefore: Element | null) {
  if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected && focusedBefore !== document.body) {
    focusedBefore.focus({ preventScroll: true });
  } else if (!document.activeElement || document.activeElement === document.body) {
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }
}

/**
 * Runs the tour; `onEnd` is called once when it ends, is replaced, or cannot start. Focus goes
 * back to `startedFrom` at the end when it is still on the page (else to what had it as the tour
 * began).
 */
export async function runTour(
  variant: TourVariant,
  onEnd: () => void,
  startedFrom: Element | null = null,
): Promise<void> {
  stopTour();
  const run = ++runs;
  const [missing] = await Promise.all([
    waitForAnchors(REQUIRED_ANCHORS, (anchor) => document.querySelector(anchor) !== null),
    // Its step reveals the player synchronously, so the player's code must be here first.
    loadFloatingPlayer().catch(() => undefined),
  ]);
  if (run !== runs) {
    onEnd();
    return;
  }
  if (missing.length > 0) {
    console.warn(
      `Guided tour: ${missing.join(" and ")} not found after ${ANCHOR_WAIT_MS} ms; starting anyway`,
    );
  }

  const steps = tourSteps(variant);
  const aria = ariaKeeper();
  // Where focus goes back to at the end: the Tour button (or the menu's), or the main content for
  // the first-visit tour. driver.js gives it to what had it when the last step began, which for a
  // later step is the previous popover's button, gone by then.
  const focusedBefore = startedFrom?.isConnected ? startedFrom : document.activeElement;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let furthest = 0;
  // The step last counted as viewed: one shown again for a resize is not viewed twice.
  let lastViewed = 0;
  let ended = false;
  let stopRechoosing = () => {};
  let releaseRewardNotification = () => {};
  // Stopped by the site (the visitor left the home page, or a new tour replaced it), the tour
  // leaves focus where the page put it.
  const end = (finished: boolean, byVisitor = true) => {
    if (ended) return;
    ended = true;
    active = null;
    stopRechoosing();
    releaseRewardNotification();
    revealFloatingPlayer(false);
    aria.restore();
    if (byVisitor) returnFocus(focusedBefore);
    markTourSeen();
    trackEvent(finished ? "tour_completed" : "tour_closed", {
      variant,
      steps_viewed: furthest,
      total_steps: steps.length,
    });
    onEnd();
  };

  const config: Config = {
    steps: steps.map((step, index) => driveStep(step, index + 1)),
    animate: !reducedMotion,
    duration: TOUR_ANIMATION_MS,
    smoothScroll: !reducedMotion,
    allowKeyboardControl: true,
    // A look around, not a detour: the highlighted link or player cannot be followed mid-tour.
    disableActiveInteraction: true,
    showProgress: true,
    progressText: tourButtons.progress,
    nextBtnText: tourButtons.next,
    prevBtnText: tourButtons.previous,
    doneBtnText: tourButtons.done,
    popoverClass: "brand-tour",
    overlayColor: "#0f172a",
    overlayOpacity: 0.6,
    stagePadding: STAGE_PADDING_PX,
    popoverOffset: POPOVER_OFFSET_PX,
    // Round enough for the pill-shaped player and the header links, soft on the large sections.
    stageRadius: 24,
    onHighlightStarted: (element, step) => {
      // A step with nothing to point at is centred on driver.js's invisible stand-in, marked the same way.
      const marked = element ?? document.getElementById("driver-dummy-element");
      if (marked) aria.remember(marked);
      furthest = Math.max(furthest, Number(step.data?.number));
    },
    // Once the step has moved in.
    onHighlighted: (_element, step) => {
      aria.restore();
      // driver.js places its popover again on each scroll, but beside the previous step's element
      // until this one has moved in: a step started while the last one still scrolled the page
      // would keep a popover pointing at the old place. Placed once more now, beside this one.
      tour.refresh();
      const number = Number(step.data?.number);
      if (number === lastViewed) return;
      lastViewed = number;
      trackEvent("tour_step_viewed", {
        variant,
        step: String(step.data?.id),
        step_number: number,
        total_steps: steps.length,
      });
    },
    onPopoverRender: (popover) => {
      // driver.js builds the title as a <header> and the buttons' row as a <footer>: at the top of
      // <body> they would read as a second banner and contentinfo of the page. The title becomes
      // the dialog's heading instead.
      const heading = document.createElement("h2");
      heading.textContent = popover.title.textContent;
      popover.title.replaceChildren(heading);
      popover.title.setAttribute("role", "none");
      popover.footer.setAttribute("role", "group");
      popover.footer.setAttribute("aria-label", tourButtons.navigation);
      popover.closeButton.setAttribute("aria-label", tourButtons.close);
      // driver.js focuses the first button (the close ×); the way on is Next.
      queueMicrotask(() => popover.nextButton.focus());
      makeRoomForPopover(tour.getActiveElement(), popover.wrapper);
    },
    // Done on the last step; Escape, the × and the overlay (SPEC §4: complete either way).
    onDoneClick: () => {
      tour.destroy();
      end(true);
    },
    onDestroyStarted: () => {
      tour.destroy();
      end(false);
    },
  };
  const tour = driver(config);
  active = { tour, end };
  trackEvent("tour_started", { variant, total_steps: steps.length });
  stopRechoosing = rechooseOnResize(tour, steps);
  // A reward unlocked on the way in (the home page as a fifth page: Site Explorer) waits for the
  // tour's end: its card would sit under the tour, and Escape would close both at once.
  releaseRewardNotification = holdRewardNotification();
  tour.drive();
}

/** Ends the tour under way (leaving the home page, or a new start), counting it as seen. */
export function stopTour(): void {
  runs++;
  if (!active) return;
  const { tour, end } = active;
  tour.destroy();
  end(false, false);
}
