import {
  SEARCH_TYPES,
  searchRequestSchema,
  type SearchAnswer,
  type SearchRequest,
  type SearchType,
} from "#shared/search/search-schema.ts";
import type { SearchPageData } from "./search-view.ts";

/** A refused search is shown back in the field to mend, up to this many characters. */
const SHOWN_BACK_MAX_LENGTH = 1_000;

const isSearchType = (value: string | null): value is SearchType =>
  (SEARCH_TYPES as readonly (string | null)[]).includes(value);

/**
 * The /search page's answer to its address, with its status: no search at all (no `q`, or only
 * spaces, as the header's field sends when submitted empty) is the page with its form (200); a
 * search the rules refuse is the page with the rule's message beside the form (400); any other is
 * answered.
 */
export async function searchPageData(
  url: string,
  search: (request: SearchRequest) => Promise<SearchAnswer>,
): Promise<{ data: SearchPageData; status: number }> {
  const query = new URL(url).searchParams;
  const q = query.get("q");
  if (q === null || q.trim() === "") return { data: { state: "start" }, status: 200 };
  const parsed = searchRequestSchema.safeParse({
    q,
    // An empty `type=` or `page=` (a form's empty field) means the default, as leaving it out does.
    type: query.get("type") || undefined,
    page: query.get("page") || undefined,
  });
  if (!parsed.success) {
    const type = query.get("type");
    return {
      data: {
        state: "invalid",
        q: q.slice(0, SHOWN_BACK_MAX_LENGTH),
        type: isSearchType(type) ? type : "all",
        message: parsed.error.issues[0]!.message,
      },
      status: 400,
    };
  }
  return { data: { state: "answered", answer: await search(parsed.data) }, status: 200 };
}
