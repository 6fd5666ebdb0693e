/** "June 2, 2025". Fixed to UTC so the server's and the browser's rendering agree. */
export function formatPublishDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
