/**
 * How the search page shows an answer: its addresses, its pages and the words on each result.
 * Pure, so the rules are tested without a page.
 */
import { searchPageCopy } from "#app/content/search.ts";
import { SEARCH_MAX_PAGE, type SearchType } from "#shared/search/search-limits.ts";
import type { SearchAnswer, SearchResult, SnippetPart } from "#shared/search/search-schema.ts";
import { paths } from "#shared/site-paths.ts";
import { formatTimestamp } from "#shared/timed-text/serialize.ts";

/** What the /search page shows: the form alone, a search refused with its reason, or the answer. */
export type SearchPageData =
  | { state: "start" }
  | { state: "invalid"; q: string; type: SearchType; message: string }
  | { state: "answered"; answer: SearchAnswer };

/**
 * The address of a search: `/search?q=…`, with `type` and `page` only when they are not the
 * defaults, so one search has one address.
 */
export function searchHref({ q, type = "all", page = 1 }: { q: string; type?: SearchType; page?: number }) {
  const query = new URLSearchParams({ q });
  if (type !== "all") query.set("type", type);
  if (page > 1) query.set("page", String(page));
  return `${paths.search}?${query}`;
}

/** How many pages the results fill, no more than the server serves. */
export function pageCount(total: number, pageSize: number): number {
  return Math.min(Math.ceil(total / pageSize), SEARCH_MAX_PAGE);
}

export type PageLinks = {
  previous: number | null;
  next: number | null;
  /** The page numbers to link, a gap where a run of them is left out. */
  pages: (number | "gap")[];
};

/** At most this many numbers and gaps: the first and last pages, and the current one with its neighbours. */
const MAX_PAGE_ITEMS = 7;

/** The pagination of page `page` of `pages`: first, last, current ±1, gaps between. */
export function pageLinks(page: number, pages: number): PageLinks {
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  if (pages <= MAX_PAGE_ITEMS) {
    return { previous, next, pages: Array.from({ length: pages }, (_, i) => i + 1) };
  }
  // Near an end the window widens, so the row keeps its length; a gap would hide one page only
  // where that page itself fits.
  const start = Math.max(2, Math.min(page - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(page + 1, 5));
  const before = start === 3 ? [2] : start > 3 ? ["gap" as const] : [];
  const after = end === pages - 2 ? [pages - 1] : end < pages - 2 ? ["gap" as const] : [];
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return { previous, next, pages: [1, ...before, ...middle, ...after, pages] };
}

/** What a result is, as its label says: "Episode", "From the transcript at 12:34" or "Blog post". */
export function resultLabel(result: Pick<SearchResult, "kind" | "startSeconds">): string {
  const { kinds } = searchPageCopy;
  if (result.kind === "transcript") {
    return result.startSeconds === null
      ? kinds.transcript
      : kinds.transcriptAt(formatTimestamp(result.startSeconds));
  }
  return kinds[result.kind];
}

/** "12 results for “rest”", and "in blog posts" when the search is narrowed to one kind. */
export function resultCountText({ total, q, type }: Pick<SearchAnswer, "total" | "q" | "type">): string {
  const count = searchPageCopy.resultCount(total, q);
  return type === "all" ? count : `${count} ${searchPageCopy.inType(type)}`;
}

/**
 * A passage cut from the middle of a text reads as such: "…" before one that starts mid-sentence
 * (with a small letter) and after one that stops mid-sentence (without closing punctuation).
 */
export function snippetWithEllipses(parts: SnippetPart[]): SnippetPart[] {
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return parts;
  const startsMidSentence = /^\s*\p{Ll}/u.test(first.text);
  const stopsMidSentence = !/[.!?…"”’)\]]\s*$/u.test(last.text);
  return [
    ...(startsMidSentence ? [{ text: "…", match: false }] : []),
    ...parts,
    ...(stopsMidSentence ? [{ text: "…", match: false }] : []),
  ];
}
