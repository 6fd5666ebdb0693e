/** The episode-detail feature: what routes and other features may import from it. */
export { EpisodeDetail } from "./episode-detail.tsx";
