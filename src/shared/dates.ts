/**
 * Dates as the site prints them: release dates (SPEC §2) and publish dates, in US English and read
 * in UTC, so the server and every browser print the same day (a date-only ISO value is midnight
 * UTC) and hydration matches. Written out rather than with `Intl.DateTimeFormat`, whose locale data
 * costs every first visit (digit-groups.ts).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "November 16, 2026", as `Intl`'s en-US long date. An unreadable date is shown as written. */
export function formatLongDate(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "Nov 30, 2026" on the visitor's own clock, as `Intl`'s en-US medium date: for what exists only in
 * the browser (an achievement's unlock, a listen).
 */
export function formatLocalDay(date: Date): string {
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 30, 2026, 3:05 PM" on the visitor's own clock. */
export function formatLocalDayAndTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatLocalDay(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** The ISO calendar date (YYYY-MM-DD), for datePublished and <time dateTime>; null when unreadable. */
export function isoDay(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}
