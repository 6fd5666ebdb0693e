/**
 * Whole numbers with US thousands separators ("2,800"), written out by hand: a page's first
 * `Intl` formatter, `toLocaleString` or `localeCompare` loads the browser's locale data, which cost
 * 30–80 ms of main thread on every first visit (measured in Chromium, decision 028).
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a whole number, got ${value}`);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
