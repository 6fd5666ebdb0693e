/** The tour feature: what routes and other features may import from it. */
export { TourAgainCard } from "./tour-again-card.tsx";
export { TourButton } from "./tour-button.tsx";
export { TourLauncher } from "./tour-launcher.tsx";
