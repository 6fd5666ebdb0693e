import { describe, expect, test } from "vitest";
import { groupDigits } from "./digit-groups.ts";

describe("groupDigits", () => {
  test("groups thousands as en-US does", () => {
    for (const value of [
      0,
      7,
      999,
      1_000,
      10_000,
      123_456,
      1_234_567,
      -1_000,
      -999,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  test("refuses what is not a whole number", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
  });
});
