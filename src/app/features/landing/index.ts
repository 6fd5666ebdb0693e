/** The landing feature: what routes and other features may import from it. */
export { GuideOfferHero } from "./guide-offer-hero.tsx";
export { useLandingRedirect } from "./use-landing-redirect.ts";
