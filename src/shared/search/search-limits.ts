/**
 * Site search's limits and choices, without the schemas: what the header's search field and the
 * search page need in the browser (search-schema.ts builds the request's rules from them).
 */

/** Fewer characters than this find too much to be useful (and cost the most to rank). */
export const SEARCH_MIN_LENGTH = 2;
/** A longer search is refused: no one types more, and every word costs. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 10;
/** Past this page the results are no longer worth reading. */
export const SEARCH_MAX_PAGE = 50;

/** What a search may be narrowed to: every kind, episodes (with their transcripts), transcripts only, or posts. */
export const SEARCH_TYPES = ["all", "episodes", "transcripts", "posts"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
