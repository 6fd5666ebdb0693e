/** The tabs of /episodes: a link to a tab opens there, below the page's hero (out of sight on a phone). */
export const episodeTabsAnchorId = "browse-episodes";

/** Paths of the public pages (SPEC §2). Later features add episode and post pages to the sitemap. */
export const paths = {
  landing: "/",
  home: "/home",
  episodes: "/episodes",
  /** /episodes opened on a tab other than the default Recommendations, scrolled to the tabs. */
  episodesTab: (tab: "all" | "history") => `/episodes?tab=${tab}#${episodeTabsAnchorId}`,
  episode: (episodeId: string) => `/episode/${encodeURIComponent(episodeId)}`,
  /** The episode's transcript as a file: text, or WebVTT when it has times. */
  episodeTranscript: (episodeId: string, format: "txt" | "vtt") =>
    `/episode/${encodeURIComponent(episodeId)}/transcript.${format}`,
  about: "/about",
  coaching: "/coaching",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  support: "/support",
  rewards: "/rewards",
  /** Site search's results (`?q=`, `&type=`, `&page=`): rendered per request, never indexed. */
  search: "/search",
  admin: "/admin",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
  /** The signed link in a subscriber's e-mails (not indexed). */
  unsubscribe: "/newsletter/unsubscribe",
} as const;

/** The contact form on the support page's sponsor tab, and the footer's link to it. */
export const contactAnchorId = "contact";
export const sponsorContactPath = `${paths.support}?tab=sponsor#${contactAnchorId}`;

/** Hyphenated lower-case form of a name, used for the host page's path. */
export function hyphenate(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Every indexable page with a fixed path, in the order the sitemap lists them. */
export function indexablePaths(hostSlug: string): string[] {
  return [
    paths.landing,
    paths.home,
    paths.episodes,
    paths.about,
    `/${hostSlug}`,
    paths.coaching,
    paths.blog,
    paths.support,
    paths.rewards,
    paths.terms,
    paths.privacy,
  ];
}
