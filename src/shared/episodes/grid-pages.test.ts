import { describe, expect, test } from "vitest";
import { GRID_PAGE_SIZE, gridCardAnchorId, shownEpisodeCount } from "./grid-pages.ts";

describe("how many episodes the All Episodes tab shows", () => {
  test("the first page is the grid's 6 episodes (SPEC §2), whatever the catalog's size", () => {
    expect(GRID_PAGE_SIZE).toBe(6);
    expect(shownEpisodeCount(null, 16)).toBe(6);
    expect(shownEpisodeCount(null, 3)).toBe(6);
    expect(shownEpisodeCount(null, 0)).toBe(6);
  });

  test("more is shown in whole pages of 6, rounding a value between pages up", () => {
    expect(shownEpisodeCount("12", 40)).toBe(12);
    expect(shownEpisodeCount("7", 40)).toBe(12);
    expect(shownEpisodeCount("18", 40)).toBe(18);
  });

  test("never more pages than every episode needs", () => {
    expect(shownEpisodeCount("12", 16)).toBe(12);
    expect(shownEpisodeCount("18", 16)).toBe(18);
    expect(shownEpisodeCount("24", 16)).toBe(18);
    expect(shownEpisodeCount("999999", 16)).toBe(18);
    expect(shownEpisodeCount("12", 6)).toBe(6);
  });

  test("a missing or malformed value shows the first page", () => {
    for (const value of ["", "0", "-12", "12.5", "1e3", "twelve", " 12", "1234567", "12abc"]) {
      expect(shownEpisodeCount(value, 40)).toBe(6);
    }
  });

  test("cards are anchored by their place in the grid, from 1", () => {
    expect(gridCardAnchorId(0)).toBe("episode-card-1");
    expect(gridCardAnchorId(6)).toBe("episode-card-7");
  });
});
