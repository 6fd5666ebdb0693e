/**
 * Dates as the site prints them: release dates (SPEC §2) and publish dates, in US English and read
 * in UTC, so the server and every browser print the same day (a date-only ISO value is midnight
 * UTC) and hydration matches.
 */

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "November 16, 2026". An unreadable date is shown as written. */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : longDate.format(time);
}

/** The ISO calendar date (YYYY-MM-DD), for datePublished and <time dateTime>; null when unreadable. */
export function isoDay(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}
