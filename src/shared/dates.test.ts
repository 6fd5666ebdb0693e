import { describe, expect, test } from "vitest";
import { formatLocalDay, formatLocalDayAndTime, formatLongDate, isoDay } from "./dates.ts";

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

  test("prints what Intl's en-US long date in UTC prints, for every day of a leap year and years far apart", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const days = Array.from({ length: 366 }, (_, day) => Date.UTC(2024, 0, 1 + day));
    for (const year of [1970, 1999, 2000, 2038, 2100, 9999]) days.push(Date.UTC(year, 11, 31, 23, 59));
    for (const time of days) {
      const iso = new Date(time).toISOString();
      expect(formatLongDate(iso), iso).toBe(intl.format(time));
    }
  });

  test("shows an unreadable date as written", () => {
    expect(formatLongDate("soon")).toBe("soon");
  });
});

describe("formatLocalDay and formatLocalDayAndTime", () => {
  test("print the visitor's own day and time as Intl's en-US medium date and short time do", () => {
    const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
    for (let hour = 0; hour < 24 * 40; hour += 7) {
      const date = new Date(2026, 0, 1, hour, hour % 60);
      expect(formatLocalDay(date)).toBe(day.format(date));
      // Intl puts a narrow no-break space before AM/PM; the site writes a plain one.
      expect(formatLocalDayAndTime(date)).toBe(
        `${day.format(date)}, ${time.format(date).replace("\u202f", " ")}`,
      );
    }
  });
});

describe("isoDay", () => {
  test("is the UTC calendar day, or null when unreadable", () => {
    expect(isoDay("2026-01-01T23:30:00Z")).toBe("2026-01-01");
    expect(isoDay("soon")).toBeNull();
  });
});
