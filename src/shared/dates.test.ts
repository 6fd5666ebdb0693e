import { describe, expect, test } from "vitest";
import { formatLongDate, isoDay } from "./dates.ts";

describe("formatLongDate", () => {
  test("formats a date-only value as the same calendar day everywhere", () => {
    expect(formatLongDate("2026-11-16")).toBe("November 16, 2026");
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
  });

  test("formats a date-time in UTC", () => {
    expect(formatLongDate("2026-03-09T23:30:00-05:00")).toBe("March 10, 2026");
    expect(formatLongDate("2026-01-01T00:30:00Z")).toBe("January 1, 2026");
    expect(formatLongDate("2025-06-02T12:00:00.000Z")).toBe("June 2, 2025");
  });

  test("shows an unreadable date as written", () => {
    expect(formatLongDate("soon")).toBe("soon");
  });
});

describe("isoDay", () => {
  test("is the UTC calendar day, or null when unreadable", () => {
    expect(isoDay("2026-01-01T23:30:00Z")).toBe("2026-01-01");
    expect(isoDay("soon")).toBeNull();
  });
});
