import { describe, expect, test } from "vitest";
import { wrapIndex } from "./carousel.ts";

describe("wrapIndex (SPEC §4 Carousel: wrapping last to first)", () => {
  test("next from the last slide is the first, previous from the first is the last", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });

  test("wraps any distance and treats an empty carousel as index 0", () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
