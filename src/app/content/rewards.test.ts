import { describe, expect, it } from "vitest";
import { progressCopy } from "./rewards.ts";

describe("the rewards page's level text", () => {
  it("counts the points still needed, one point in the singular", () => {
    expect(progressCopy.levelText(75, 4)).toBe("75 more points to reach level 4");
    expect(progressCopy.levelText(1, 3)).toBe("1 more point to reach level 3");
  });
});
