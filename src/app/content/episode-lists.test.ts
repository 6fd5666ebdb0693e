import { describe, expect, test } from "vitest";
import { gridCopy } from "./episode-lists.ts";

describe("the episode grid's message while there are no episodes (SPEC §8)", () => {
  test("names the configured source", () => {
    expect(gridCopy.unavailable("spotify")).toBe("Unable to load episodes from Spotify. Please try again later.");
    expect(gridCopy.unavailable("rss")).toBe("Unable to load episodes from the podcast feed. Please try again later.");
    expect(gridCopy.unavailable("sample")).toBe("Unable to load episodes. Please try again later.");
  });
});
