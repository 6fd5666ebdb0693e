/**
 * Cache-Control of the public reads. Everything here is served from memory and changes only when
 * the owner publishes or the episode catalog refreshes (every five minutes), so a browser or a
 * proxy may keep a copy a short while; health checks must always reach the server.
 */
export const caching = {
  /** The JSON lists and records pages fetch: a minute. */
  publicRead: "public, max-age=60",
  /** The RSS feed and the sitemap, read by feed readers and crawlers: five minutes. */
  feed: "public, max-age=300",
  /** robots.txt and the web app manifest, which change with a redeploy: an hour. */
  siteFile: "public, max-age=3600",
  noStore: "no-store",
} as const;
