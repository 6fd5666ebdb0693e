/**
 * The guided tour's steps as data (SPEC §4 Guided tour: a welcome step plus six feature steps:
 * hero, podcast player, episode library, newsletter sign-up, rewards link, coaching link).
 * `run-tour.ts` turns them into driver.js steps.
 */
import { tourCopy, type TourStepCopy } from "#app/content/tour.ts";

/** "full" starts on a first visit with the welcome; "quick" is the header Tour button's, straight to the features. */
export type TourVariant = "full" | "quick";

/** SPEC §2 tour markers. The newsletter section carries its own id, which its links also use. */
export const TOUR_ANCHORS = {
  hero: '[data-tour="hero"]',
  podcastPlayer: '[data-tour="podcast-player"]',
  episodesGrid: '[data-tour="episodes-grid"]',
  newsletter: "#newsletter-signup",
  rewardsLink: '[data-tour="rewards-link"]',
  coachingLink: '[data-tour="coaching-link"]',
  /** Below the lg breakpoint the header links live in the menu: its button stands in for them. */
  menuButton: '[data-tour="menu-button"]',
} as const;

/**
 * The part of a marked section a step is about (the hero's listen buttons, the newsletter form),
 * pointed at when the whole section leaves the popover no room on the screen (see `pointedAt`).
 */
export const TOUR_KEY_PART = "[data-tour-focus]";

/** SPEC §4: the tour waits for these anchors before it starts. */
export const REQUIRED_ANCHORS: readonly string[] = [TOUR_ANCHORS.hero, TOUR_ANCHORS.episodesGrid];

export type TourStepId =
  "welcome" | "hero" | "podcast-player" | "episodes-grid" | "newsletter" | "rewards-link" | "coaching-link";

export type TourStep = {
  id: TourStepId;
  /** Where the step points: the first of these on screen. None (or none found) centres the popover. */
  anchors: readonly string[];
  copy: TourStepCopy;
  side?: "top" | "bottom";
  /** The floating player hides near the top of a page: its step brings it up. */
  revealsPlayer?: boolean;
};

export function tourSteps(variant: TourVariant, copy: typeof tourCopy = tourCopy): TourStep[] {
  const { hero, podcastPlayer, episodesGrid, newsletter, rewardsLink, coachingLink, menuButton } =
    TOUR_ANCHORS;
  const features: TourStep[] = [
    { id: "hero", anchors: [hero], copy: copy.hero, side: "bottom" },
    {
      id: "podcast-player",
      anchors: [podcastPlayer],
      copy: copy.podcastPlayer,
      side: "top",
      revealsPlayer: true,
    },
    { id: "episodes-grid", anchors: [episodesGrid], copy: copy.episodesGrid, side: "top" },
    { id: "newsletter", anchors: [newsletter], copy: copy.newsletter, side: "top" },
    { id: "rewards-link", anchors: [rewardsLink, menuButton], copy: copy.rewardsLink, side: "bottom" },
    { id: "coaching-link", anchors: [coachingLink, menuButton], copy: copy.coachingLink, side: "bottom" },
  ];
  return variant === "full" ? [{ id: "welcome", anchors: [], copy: copy.welcome }, ...features] : features;
}

/** The first element, taking the anchors in order, that is on screen (a hidden copy is passed over). */
export function firstVisible<E>(
  anchors: readonly string[],
  findAll: (selector: string) => readonly E[],
  isVisible: (element: E) => boolean,
): E | undefined {
  for (const anchor of anchors) {
    const found = findAll(anchor).find(isVisible);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The height a step's popover needs beside what it points at: the popover, its arrow and margins. */
export const POPOVER_ROOM_PX = 300;

/**
 * What a step points at: the marked section, or, when the section is too tall to leave the popover
 * room beside it on this screen (the hero fills a phone's screen), its key part. Otherwise the
 * popover would be placed over the very buttons the step describes.
 */
export function pointedAt<E>(
  section: E,
  keyPart: E | null,
  sectionHeight: number,
  viewportHeight: number,
): E {
  return keyPart !== null && sectionHeight + POPOVER_ROOM_PX > viewportHeight ? keyPart : section;
}

type Box = { top: number; bottom: number; left: number; right: number };
type Screen = {
  width: number;
  height: number;
  /** What the sticky header covers (the page's scroll padding). */
  topInset: number;
};

/**
 * How far to scroll the page to bring a step's target up under the header, on a screen too short
 * for the popover above or below it wherever driver.js leaves it (a landscape phone). driver.js
 * then has to lay the popover over the target, at the foot of the screen: with the target at the
 * top, the popover fits below it, or covers the least of it (a form's hint, not its field).
 * 0 when the popover fits beside the target, or when any place driver.js may leave the target
 * has room above or below it (driver.js centres a target that is not wholly on screen).
 * `target` is where it is now (the page may still be scrolling towards it); `popover` is its size
 * with the gap driver.js leaves between it and the target.
 */
export function scrollForPopoverRoom(
  target: Box,
  popover: { width: number; height: number },
  screen: Screen,
): number {
  const fitsBeside = target.left - popover.width >= 0 || target.right + popover.width <= screen.width;
  const roomAboveOrBelowAnywhere = (screen.height - (target.bottom - target.top)) / 2 >= popover.height;
  return fitsBeside || roomAboveOrBelowAnywhere ? 0 : target.top - screen.topInset;
}
