/** The home feature: what routes and other features may import from it. */
export { CommunitySignUp } from "./community-sign-up.tsx";
export { FeaturedEpisode } from "./featured-episode.tsx";
export { HomeHero } from "./home-hero.tsx";
export { ListenAndConnect } from "./listen-and-connect.tsx";
export { NewsletterSignUp } from "./newsletter-sign-up.tsx";
export { RecentEpisodes } from "./recent-episodes.tsx";
export { RecentListening } from "./recent-listening.tsx";
export { RecommendedEpisodes } from "./recommended-episodes.tsx";
export { WelcomePillars } from "./welcome-pillars.tsx";
