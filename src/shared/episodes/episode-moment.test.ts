import { describe, expect, it } from "vitest";
import { episodeMomentPath, parseMoment } from "./episode-moment.ts";

describe("episode moments", () => {
  it("addresses a moment in whole seconds", () => {
    expect(episodeMomentPath("abc", 754.9)).toBe("/episode/abc?t=754");
    expect(episodeMomentPath("abc", -3)).toBe("/episode/abc?t=0");
  });

  it("reads seconds and clock times", () => {
    expect(parseMoment("754")).toBe(754);
    expect(parseMoment("754s")).toBe(754);
    expect(parseMoment("12:34")).toBe(754);
    expect(parseMoment("1:02:03")).toBe(3723);
    expect(parseMoment(" 90 ")).toBe(90);
  });

  it("refuses what is not a moment of an episode", () => {
    for (const value of [
      null,
      undefined,
      "",
      "0",
      "-5",
      "1e3",
      "abc",
      "12:75",
      "1:60:00",
      "99999999",
      "86401",
      "1.5",
      "12:3",
    ])
      expect(parseMoment(value), String(value)).toBeNull();
  });
});
