import { describe, expect, test } from "vitest";
import { SHARE_MOODS, shareText, sharePopupFeatures, toggleMood } from "./share.ts";

describe("share moods (SPEC §3, §4 Share dialog)", () => {
  test("the five moods, in the spec's order", () => {
    expect(SHARE_MOODS).toEqual(["completed", "inspired", "motivated", "grateful", "recommend"]);
  });

  test("selecting a mood selects it; selecting it again clears it; another replaces it", () => {
    expect(toggleMood(null, "inspired")).toBe("inspired");
    expect(toggleMood("inspired", "inspired")).toBeNull();
    expect(toggleMood("inspired", "grateful")).toBe("grateful");
  });

  test("the mood's words prefix the share text", () => {
    expect(shareText("Feeling inspired by", "Episode 1", "The Show")).toBe(
      'Feeling inspired by "Episode 1" from The Show',
    );
    expect(shareText(null, "Episode 1", "The Show")).toBe('Listen to "Episode 1" from The Show');
  });

  test("popups are 600x400", () => {
    expect(sharePopupFeatures()).toMatch(/^width=600,height=400/);
  });
});
