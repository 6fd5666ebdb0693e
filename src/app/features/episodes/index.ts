/** The episodes feature: what routes and other features may import from it. */
export { EmptyHistory, HistoryPending } from "./empty-history.tsx";
export { EpisodeCarousel } from "./episode-carousel.tsx";
export { EpisodeGrid } from "./episode-grid.tsx";
export { EpisodeNotFound } from "./episode-not-found.tsx";
export { EPISODE_TABS, EpisodeTabs } from "./episode-tabs.tsx";
export type { EpisodeTab } from "./episode-tabs.tsx";
export { EpisodeThemes } from "./episode-themes.tsx";
export { EpisodesHero } from "./episodes-hero.tsx";
export { HistoryEntryRow } from "./history-entry-row.tsx";
export { useListeningHistory } from "./listening-history.ts";
export { PlayEpisodeLink } from "./play-episode-link.tsx";
export { usePlayEpisode } from "./use-play-episode.ts";
export type { PlayableEpisode } from "./use-play-episode.ts";
export { saveProgress, listeningHistoryEntry } from "./listening-history.ts";
