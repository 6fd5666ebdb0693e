/** The layout feature: what routes and other features may import from it. */
export { PageOrSkeleton } from "./page-or-skeleton.tsx";
export { SiteFooter } from "./site-footer.tsx";
export { SiteHeader } from "./site-header.tsx";
