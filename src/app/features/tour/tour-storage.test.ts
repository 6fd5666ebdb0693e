import { describe, expect, test } from "vitest";
import { hasSeenTour, markTourSeen, resetTour, TOUR_SEEN_KEY } from "./tour-storage.ts";
import { memoryStorage } from "#tests/helpers/memory-storage.ts";

const blockedStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("the tour's first-visit flag (SPEC §4 Guided tour)", () => {
  test("a first visit has not seen the tour; ending it marks it seen", () => {
    const storage = memoryStorage();
    expect(hasSeenTour(storage)).toBe(false);
    markTourSeen(storage);
    expect(storage.items.get(TOUR_SEEN_KEY)).toBe("true");
    expect(hasSeenTour(storage)).toBe(true);
  });

  test("reset clears the flag", () => {
    const storage = memoryStorage();
    markTourSeen(storage);
    resetTour(storage);
    expect(hasSeenTour(storage)).toBe(false);
  });

  test("with storage blocked the tour counts as seen, so it never nags on every visit", () => {
    expect(hasSeenTour(blockedStorage)).toBe(true);
    expect(hasSeenTour(null)).toBe(true);
    expect(() => markTourSeen(blockedStorage)).not.toThrow();
    expect(() => resetTour(blockedStorage)).not.toThrow();
  });
});
