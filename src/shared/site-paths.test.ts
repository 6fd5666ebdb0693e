import { describe, expect, test } from "vitest";
import { hyphenate, indexablePaths, paths } from "./site-paths.ts";

describe("site paths", () => {
  test("the host page path is the host's name hyphenated (SPEC §2)", () => {
    expect(hyphenate("Jordan Avery Rivers")).toBe("jordan-avery-rivers");
    expect(hyphenate("  Zoë  O'Brien-Smith ")).toBe("zoe-o-brien-smith");
  });

  test("episode and post paths encode their ids", () => {
    expect(paths.episode("6kRfIvBVLtFgSoOgVyX42L")).toBe("/episode/6kRfIvBVLtFgSoOgVyX42L");
    expect(paths.blogPost("a b/c")).toBe("/blog/a%20b%2Fc");
  });

  test("the sitemap's fixed pages include the host page and never the admin", () => {
    const list = indexablePaths("jordan-avery-rivers");
    expect(list).toContain("/jordan-avery-rivers");
    expect(list).toContain("/terms-of-service");
    expect(list).not.toContain("/admin");
  });
});
