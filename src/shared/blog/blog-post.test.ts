import { describe, expect, it } from "vitest";
import { splitTags, uniqueTags } from "./blog-post.ts";

describe("splitTags (SPEC §5 blog form tags)", () => {
  it("splits on commas, trims and drops empty tags", () => {
    expect(splitTags(" habits, , mornings ,")).toEqual(["habits", "mornings"]);
    expect(splitTags("")).toEqual([]);
  });

  it("keeps each tag once, ignoring case, with its first spelling and in order", () => {
    expect(splitTags("growth, growth")).toEqual(["growth"]);
    expect(splitTags("Growth, mindset, growth , GROWTH, Mindset, calm")).toEqual(["Growth", "mindset", "calm"]);
  });
});

describe("uniqueTags", () => {
  it("drops later repeats of a tag in any case and leaves the list otherwise as it was", () => {
    expect(uniqueTags(["b", "A", "a", "B", "c"])).toEqual(["b", "A", "c"]);
    expect(uniqueTags(["one", "two"])).toEqual(["one", "two"]);
  });
});
