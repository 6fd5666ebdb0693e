/** The search feature: what routes and other features may import from it. */
export { SearchPage } from "./search-page.tsx";
export type { SearchPageData } from "./search-view.ts";
