/** The coaching feature: what routes and other features may import from it. */
export { BlueprintPillars } from "./blueprint-pillars.tsx";
export { ClientTestimonials } from "./client-testimonials.tsx";
export { ClosingCall } from "./closing-call.tsx";
export { CoachingHero } from "./coaching-hero.tsx";
export { HostStory } from "./host-story.tsx";
export { ProgramPriceCard } from "./program-price-card.tsx";
export { usePaymentSuccessToast } from "./use-payment-success-toast.tsx";
