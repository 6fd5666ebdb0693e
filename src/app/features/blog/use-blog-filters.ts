import { useState } from "react";
import { useSearchParams } from "react-router";
import { filtersFromSearch, searchWithFilters, type BlogFilters } from "./blog-filters.ts";

/**
 * The list's search and category, read from the address (?q=…&category=…) when the page opens
 * and written back to it as they change, so a filtered list survives a reload and can be shared.
 *
 * The address is replaced in place rather than through a router navigation: a navigation would
 * re-run the page's loaders on every keystroke, and every post is already on the page. The page
 * keys this state on the router location, so a real navigation (Back, a link to the blog) reads
 * the address afresh.
 */
export function useBlogFilters(categories: string[]) {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<BlogFilters>(() => filtersFromSearch(searchParams, categories));

  const apply = (next: BlogFilters) => {
    setFilters(next);
    const { pathname, search, hash } = window.location;
    const query = searchWithFilters(new URLSearchParams(search), next);
    // The router's own entry state is kept, so Back and scroll restoration still work.
    window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
  };

  return {
    filters,
    setQuery: (query: string) => apply({ ...filters, query }),
    setCategory: (category: string | null) => apply({ ...filters, category }),
    clear: () => apply({ query: "", category: null }),
  };
}
