import type { BlogCardView } from "#shared/blog/blog-post-view.ts";

/** SPEC §2 Blog list + §4: the category filter; null is 'All', the default. */
export type BlogFilters = { query: string; category: string | null };

/** Query-string names, so a filtered list survives a reload and can be shared. */
const filterParams = { query: "q", category: "category" } as const;

/**
 * SPEC §2 Blog list: the sorted distinct categories of the posts (the buttons after 'All'), in
 * alphabetical order whatever the case and accents ("café" by "Cafe"). Compared by hand: the page's
 * first `localeCompare` loads the browser's collation data on every first visit (decision 028).
 */
export function categoriesOf(posts: Pick<BlogCardView, "category">[]): string[] {
  const byName = (a: string, b: string) => compareText(searchable(a), searchable(b)) || compareText(a, b);
  return [...new Set(posts.map((post) => post.category))].sort(byName);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The filters a URL asks for. A category no post has any more (an old shared link) falls back
 * to 'All' rather than an empty page with no button pressed.
 */
export function filtersFromSearch(search: URLSearchParams, categories: string[]): BlogFilters {
  const category = search.get(filterParams.category);
  return {
    query: search.get(filterParams.query) ?? "",
    category: category && categories.includes(category) ? category : null,
  };
}

/** The query string for these filters, keeping any other parameters; empty filters leave no trace. */
export function searchWithFilters(search: URLSearchParams, filters: BlogFilters): string {
  const next = new URLSearchParams(search);
  const query = filters.query.trim();
  if (query) next.set(filterParams.query, filters.query);
  else next.delete(filterParams.query);
  if (filters.category) next.set(filterParams.category, filters.category);
  else next.delete(filterParams.category);
  const text = next.toString();
  return text ? `?${text}` : "";
}

export function isFiltering(filters: BlogFilters): boolean {
  return filters.query.trim() !== "" || filters.category !== null;
}

/** Text as the search compares it: lower case, accents dropped ("Café" and "cafe" match). */
function searchable(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * SPEC §2 Blog list: the posts matching the search box and the category. The search is
 * case- and accent-insensitive over title, excerpt, category and tags; every word typed must appear
 * in one of them.
 */
export function filterPosts<T extends Pick<BlogCardView, "title" | "excerpt" | "tags" | "category">>(
  posts: T[],
  filters: BlogFilters,
): T[] {
  const words = searchable(filters.query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (filters.category && post.category !== filters.category) return false;
    if (words.length === 0) return true;
    const text = searchable([post.title, post.excerpt, post.category, ...post.tags].join("\n"));
    return words.every((word) => text.includes(word));
  });
}
