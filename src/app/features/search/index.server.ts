/** The search page's loader: what its address asks, answered. */
export { searchPageData } from "./search-page-data.server.ts";
