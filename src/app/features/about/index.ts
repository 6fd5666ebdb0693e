/** The about feature: what routes and other features may import from it. */
export { AboutHero } from "./about-hero.tsx";
export { AudienceList } from "./audience-list.tsx";
export { ClosingCallToAction } from "./closing-call-to-action.tsx";
export { DiscoverCards } from "./discover-cards.tsx";
export { HostCallToAction } from "./host-call-to-action.tsx";
export { HostHero } from "./host-hero.tsx";
export { HostQuote } from "./host-quote.tsx";
export { HostStats } from "./host-stats.tsx";
export { MissionVision } from "./mission-vision.tsx";
export { MovementQuote } from "./movement-quote.tsx";
export { VenturesGrid } from "./ventures-grid.tsx";
export { WhyBehindTheMic } from "./why-behind-the-mic.tsx";
