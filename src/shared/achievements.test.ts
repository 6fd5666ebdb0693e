import { describe, expect, test } from "vitest";
import { achievementCatalogue } from "./achievements.ts";

describe("achievement catalogue (SPEC §3)", () => {
  test("holds the 11 achievements with the spec's points, tiers and goals, in order", () => {
    expect(achievementCatalogue.map((a) => [a.id, a.points, a.tier, a.maxProgress])).toEqual([
      ["first_listen", 10, "bronze", 1],
      ["episode_explorer", 50, "silver", 5],
      ["podcast_devotee", 150, "gold", 15],
      ["newsletter_subscriber", 25, "bronze", 1],
      ["first_supporter", 100, "gold", 1],
      ["generous_patron", 300, "platinum", 3],
      ["site_explorer", 30, "bronze", 5],
      ["deep_diver", 75, "silver", 30],
      ["social_sharer", 40, "silver", 1],
      ["content_promoter", 120, "silver", 3],
      ["brand_ambassador", 200, "gold", 5],
    ]);
  });

  test("groups them as listener, supporter, explorer and community", () => {
    const ids = (category: string) =>
      achievementCatalogue.filter((a) => a.category === category).map((a) => a.id);
    expect(ids("listener")).toEqual(["first_listen", "episode_explorer", "podcast_devotee"]);
    expect(ids("supporter")).toEqual(["newsletter_subscriber", "first_supporter", "generous_patron"]);
    expect(ids("explorer")).toEqual(["site_explorer", "deep_diver"]);
    expect(ids("community")).toEqual(["social_sharer", "content_promoter", "brand_ambassador"]);
  });
});
