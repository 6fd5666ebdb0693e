import { describe, expect, test } from "vitest";
import { GRID_CATEGORIES, episodeCategoryLabels, gridCategory } from "./categories.ts";

describe("episodeCategoryLabels (SPEC §3 derived labels)", () => {
  test("matches keywords case-insensitively", () => {
    expect(episodeCategoryLabels("BUILDING A STARTUP")).toEqual(["Business"]);
    expect(episodeCategoryLabels("better sleep, less stress")).toEqual(["Wellness"]);
  });

  test("derives each of the six labels", () => {
    expect(episodeCategoryLabels("From Founder to CEO")).toEqual(["Business"]);
    expect(episodeCategoryLabels("Healing after Burnout")).toEqual(["Wellness"]);
    expect(episodeCategoryLabels("Your First Rental Property")).toEqual(["Real Estate"]);
    expect(episodeCategoryLabels("Habits That Stick")).toEqual(["Personal Growth"]);
    expect(episodeCategoryLabels("Leading a Remote Team")).toEqual(["Leadership"]);
    expect(episodeCategoryLabels("Finding Your Calling")).toEqual(["Life & Purpose"]);
  });

  test("a name can carry several labels, listed in the spec's order", () => {
    expect(episodeCategoryLabels("Purpose, Leadership and Business Growth")).toEqual([
      "Business",
      "Personal Growth",
      "Leadership",
      "Life & Purpose",
    ]);
  });

  test("'real estate' matches across any whitespace", () => {
    expect(episodeCategoryLabels("Real   Estate in 2025")).toEqual(["Real Estate"]);
    expect(episodeCategoryLabels("Really Estate")).toEqual([]);
  });

  test("a keyword matches at the start of a word, not inside one", () => {
    expect(episodeCategoryLabels("Leadership Lessons")).toEqual(["Leadership"]);
    expect(episodeCategoryLabels("The Thing Itself")).toEqual([]);
    expect(episodeCategoryLabels("Steam Engines")).toEqual([]);
  });

  test("a name without keywords gets no label", () => {
    expect(episodeCategoryLabels("An Interview with Sam")).toEqual([]);
    expect(episodeCategoryLabels("")).toEqual([]);
  });
});

describe("gridCategory (SPEC §2 grid: Growth, Mindset, Purpose, Wellness)", () => {
  test("picks the category whose keyword appears in the name", () => {
    expect(gridCategory("Better Sleep for Busy Parents")).toBe("Wellness");
    expect(gridCategory("Living With Purpose")).toBe("Purpose");
    expect(gridCategory("The Mindset Shift")).toBe("Mindset");
    expect(gridCategory("Grow Your Habits")).toBe("Growth");
  });

  test("leading, teams and careers are Growth, not a category left to the fallback", () => {
    expect(gridCategory("Episode 12: Leading a Team Through Change Without Losing Yourself")).toBe("Growth");
    expect(gridCategory("Teamwork That Lasts")).toBe("Growth");
    expect(gridCategory("A Second Career at Fifty")).toBe("Growth");
  });

  test("matches case-insensitively", () => {
    expect(gridCategory("OVERCOMING FEAR")).toBe("Mindset");
  });

  test("the most specific category wins when several match", () => {
    expect(gridCategory("Mindful Leadership for Growth")).toBe("Wellness");
    expect(gridCategory("Faith, Fear and Business")).toBe("Purpose");
  });

  test("without a keyword the fallback is deterministic: the same name always gets the same category", () => {
    const name = "A Conversation with Jordan";
    const first = gridCategory(name);
    expect(GRID_CATEGORIES).toContain(first);
    for (let run = 0; run < 20; run++) expect(gridCategory(name)).toBe(first);
    expect(gridCategory("  a conversation WITH jordan ")).toBe(first);
  });

  test("the fallback spreads keyword-less names over all four categories", () => {
    const names = Array.from({ length: 80 }, (_, index) => `Interview number ${index} with a guest`);
    expect(new Set(names.map(gridCategory))).toEqual(new Set(GRID_CATEGORIES));
  });

  test("an empty name still gets one of the four categories", () => {
    expect(GRID_CATEGORIES).toContain(gridCategory(""));
  });
});
