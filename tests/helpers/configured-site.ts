/**
 * The third test server (tests tagged @configured) runs as an owner might configure it: Google
 * Analytics on, and a podcast feed that does not answer (a refused local port), so the site has
 * no episodes.
 */
export const CONFIGURED_MEASUREMENT_ID = "G-TESTSITE01";

export const configuredSiteEnv = {
  GA_MEASUREMENT_ID: CONFIGURED_MEASUREMENT_ID,
  PODCAST_RSS_URL: "http://127.0.0.1:9/feed.xml",
};
