/** Copy of the episode lists on Home and Episodes (SPEC §2) beyond the texts the spec fixes. */
import { brand } from "#shared/content/brand.ts";

export const featuredEpisodeCopy = {
  heading: "Featured Episode",
  intro: "Dive deep into transformative conversations that matter",
  label: "Latest Episode",
  loadingLabel: "Latest Episode Loading...",
  loadingText: "Loading episode details from Spotify...",
  detailsLabel: "Episode details",
};

/**
 * SPEC §8: play pressed on an episode without a streaming link (any list, or the episode page).
 * Here rather than with the episode page's words: the lists on /home need it in the first load.
 */
export const episodeUnavailableToast = {
  title: "Episode not available",
  description: "This episode is not yet available for listening.",
} as const;

export const carouselCopy = {
  heading: "Recommended Episodes",
  intro: "Hand-picked conversations to start with, one at a time.",
  label: "Episode recommendations",
  empty: "No episodes available",
  previous: "Previous episode",
  next: "Next episode",
  pause: "Pause Auto-play",
  resume: "Resume Auto-play",
  listen: "Listen now",
  details: "Episode details",
};

/** Where the site's episodes come from (EPISODE_SOURCE): the sample catalog, a podcast feed, Spotify or both. */
export type EpisodeSourceKind = "sample" | "rss" | "spotify" | "rss+spotify";

/** How the grid's error names each source; the bundled sample names none. */
const sourceNames: Record<EpisodeSourceKind, string | null> = {
  rss: "the podcast feed",
  spotify: "Spotify",
  "rss+spotify": "the podcast feed and Spotify",
  sample: null,
};

export const gridCopy = {
  heading: "Recent Episodes",
  intro: `The latest conversations from ${brand.showName}.`,
  allEpisodes: "Browse all episodes",
  /**
   * SPEC §8: shown while the site has no episodes (the podcast source has not answered yet). The
   * spec's words name Spotify; the site names the source it is configured with.
   */
  unavailable: (source: EpisodeSourceKind) => {
    const name = sourceNames[source];
    return `Unable to load episodes${name ? ` from ${name}` : ""}. Please try again later.`;
  },
};

export const historyCopy = {
  heading: "Your Listening History",
  intro: "Pick up where you left off. Your history stays on this device.",
  empty: "No episodes in your history yet",
  emptyHint: "Press play on any episode and it will appear here, with your listening streak.",
  loading: "Loading your listening history",
  seeAll: "See your full history",
  recentlyPlayed: "Recently played",
  clearAll: "Clear all",
  replay: "Play again",
  stats: { total: "Episodes", streak: "Day streak", favourite: "Favourite category" },
  breakdown: "Category breakdown",
};

export const episodeTabsCopy = {
  label: "Browse episodes",
  recommendations: "Recommendations",
  all: "All Episodes",
  history: "Your History",
};
