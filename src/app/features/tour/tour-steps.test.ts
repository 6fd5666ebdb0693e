import { describe, expect, test } from "vitest";
import { tourCopy } from "#app/content/tour.ts";
import {
  firstVisible,
  pointedAt,
  POPOVER_ROOM_PX,
  REQUIRED_ANCHORS,
  scrollForPopoverRoom,
  TOUR_ANCHORS,
  tourSteps,
} from "./tour-steps.ts";

describe("guided tour steps (SPEC §4 Guided tour)", () => {
  test("the full tour is a welcome step plus the six feature steps, in the spec's order", () => {
    expect(tourSteps("full").map((step) => step.id)).toEqual([
      "welcome",
      "hero",
      "podcast-player",
      "episodes-grid",
      "newsletter",
      "rewards-link",
      "coaching-link",
    ]);
  });

  test("the quick tour (the Tour button) goes straight to the six features", () => {
    expect(tourSteps("quick").map((step) => step.id)).toEqual(
      tourSteps("full")
        .slice(1)
        .map((step) => step.id),
    );
  });

  test("the welcome step points at nothing, so it shows in the middle of the screen", () => {
    expect(tourSteps("full")[0]).toMatchObject({ anchors: [], copy: tourCopy.welcome });
  });

  test("each feature step points at its marker; the header links fall back to the menu button", () => {
    const anchors = Object.fromEntries(tourSteps("quick").map((step) => [step.id, step.anchors]));
    expect(anchors).toEqual({
      hero: ['[data-tour="hero"]'],
      "podcast-player": ['[data-tour="podcast-player"]'],
      "episodes-grid": ['[data-tour="episodes-grid"]'],
      newsletter: ["#newsletter-signup"],
      "rewards-link": ['[data-tour="rewards-link"]', TOUR_ANCHORS.menuButton],
      "coaching-link": ['[data-tour="coaching-link"]', TOUR_ANCHORS.menuButton],
    });
  });

  test("only the player step brings up the floating player", () => {
    expect(
      tourSteps("full")
        .filter((step) => step.revealsPlayer)
        .map((step) => step.id),
    ).toEqual(["podcast-player"]);
  });

  test("every step has a title and a helpful description", () => {
    for (const step of tourSteps("full")) {
      expect(step.copy.title.length).toBeGreaterThan(5);
      expect(step.copy.description.length).toBeGreaterThan(60);
      // driver.js sets the text as HTML: it must stay plain.
      expect(step.copy.description).not.toMatch(/[<>&]/);
    }
  });

  test("the tour waits for the hero and the episodes grid", () => {
    expect(REQUIRED_ANCHORS).toEqual([TOUR_ANCHORS.hero, TOUR_ANCHORS.episodesGrid]);
  });
});

describe("choosing the element a step points at", () => {
  const page: Record<string, { id: string; visible: boolean }[]> = {
    '[data-tour="rewards-link"]': [{ id: "bar link", visible: false }],
    '[data-tour="menu-button"]': [{ id: "menu button", visible: true }],
    '[data-tour="hero"]': [
      { id: "hidden copy", visible: false },
      { id: "hero", visible: true },
    ],
  };
  const findAll = (selector: string) => page[selector] ?? [];
  const isVisible = (element: { visible: boolean }) => element.visible;

  test("a hidden match is passed over for the next anchor (the menu button on a phone)", () => {
    expect(firstVisible([TOUR_ANCHORS.rewardsLink, TOUR_ANCHORS.menuButton], findAll, isVisible)?.id).toBe(
      "menu button",
    );
  });

  test("the first visible match of an anchor wins", () => {
    expect(firstVisible([TOUR_ANCHORS.hero], findAll, isVisible)?.id).toBe("hero");
  });

  test("nothing on screen answers undefined (the popover is then centred)", () => {
    expect(firstVisible([TOUR_ANCHORS.newsletter], findAll, isVisible)).toBeUndefined();
  });
});

describe("pointing at a section that fills the screen", () => {
  const hero = "hero";
  const buttons = "listen buttons";

  test("a section with room for the popover beside it is pointed at whole", () => {
    expect(pointedAt(hero, buttons, 900 - POPOVER_ROOM_PX, 900)).toBe(hero);
  });

  test("a section too tall for the popover beside it is pointed at by its key part", () => {
    expect(pointedAt(hero, buttons, 900 - POPOVER_ROOM_PX + 1, 900)).toBe(buttons);
    expect(pointedAt(hero, buttons, 760, 812)).toBe(buttons);
  });

  test("a tall section without a key part is still pointed at whole", () => {
    expect(pointedAt(hero, null, 2000, 812)).toBe(hero);
  });
});

describe("making room for a popover on a short screen", () => {
  // A landscape phone, 812 × 375, under a 72 px header; the hero's buttons and the popover's size
  // with its gap, as measured there.
  const screen = { width: 812, height: 375, topInset: 72 };
  const popover = { width: 368, height: 243 };
  const buttons = { top: 145, bottom: 205, left: 32, right: 518 };

  test("a target with no room around it is brought up under the header, leaving room below it", () => {
    expect(scrollForPopoverRoom(buttons, popover, screen)).toBe(73);
    // Still on its way in from further down the page: the same place under the header.
    expect(scrollForPopoverRoom({ ...buttons, top: 439, bottom: 499 }, popover, screen)).toBe(367);
  });

  test("a target already under the header stays", () => {
    expect(scrollForPopoverRoom({ ...buttons, top: 72, bottom: 132 }, popover, screen)).toBe(0);
  });

  test("nothing moves on a screen with room above or below wherever the target is left", () => {
    expect(scrollForPopoverRoom(buttons, popover, { ...screen, height: 546 })).toBe(0);
    expect(
      scrollForPopoverRoom({ ...buttons, top: 300, bottom: 360 }, popover, { ...screen, height: 800 }),
    ).toBe(0);
  });

  test("nothing moves when the popover fits beside the target", () => {
    expect(scrollForPopoverRoom({ ...buttons, right: 400 }, popover, screen)).toBe(0);
    expect(scrollForPopoverRoom({ ...buttons, left: 400, right: 800 }, popover, screen)).toBe(0);
  });

  test("a target too tall for the popover below it even at the top is still brought up, so the popover covers the least of it", () => {
    expect(scrollForPopoverRoom({ ...buttons, bottom: 265 }, popover, screen)).toBe(73);
  });
});
