import { describe, expect, test } from "vitest";
import { formatUsd } from "./money.ts";

describe("formatUsd (SPEC §9 money)", () => {
  test("whole-dollar amounts show no cents and group thousands", () => {
    expect(formatUsd(280_000)).toBe("$2,800");
    expect(formatUsd(1_000)).toBe("$10");
    expect(formatUsd(500_000)).toBe("$5,000");
    expect(formatUsd(0)).toBe("$0");
  });

  test("amounts with cents show two decimals", () => {
    expect(formatUsd(1_250)).toBe("$12.50");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(123_456_789)).toBe("$1,234,567.89");
  });

  test("negative amounts keep the sign", () => {
    expect(formatUsd(-1_250)).toBe("-$12.50");
  });

  test("prints what Intl's en-US dollar format prints", () => {
    const format = (digits: number) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = [
      0, 1, 99, 100, 101, 999_999, 1_000_000, 1_000_001, 987_654_321_00, -1, -100_000, -123_45,
    ];
    for (let cents = 0; cents < 3_000_000; cents += 9_973) amounts.push(cents, cents - (cents % 100));
    for (const cents of amounts) {
      const expected = format(cents % 100 === 0 ? 0 : 2).format(cents / 100);
      expect(formatUsd(cents), String(cents)).toBe(expected);
    }
  });

  test("fractions of a cent are refused", () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
  });
});
