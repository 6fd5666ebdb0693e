import { useEffect } from "react";
import { trackEvent } from "#app/lib/analytics.ts";
import type { SearchAnswer } from "#shared/search/search-schema.ts";
import { NoSearchResults, PastLastPage } from "./no-search-results.tsx";
import { SearchPagination } from "./search-pagination.tsx";
import { SearchResultItem } from "./search-result-item.tsx";
import { SearchTypeFilter } from "./search-type-filter.tsx";
import { pageCount, resultCountText } from "./search-view.ts";

/**
 * An answered search: the kinds to narrow it to, how many results it has, the page's results and
 * the pages; or, with none, what may help.
 */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const { q, type, page, total, results, pageSize } = answer;
  const pages = pageCount(total, pageSize);
  useSearchEvent(answer);
  return (
    <>
      <SearchTypeFilter q={q} type={type} />
      <div className="mt-8">
        {total === 0 ? (
          <NoSearchResults q={q} type={type} />
        ) : results.length === 0 ? (
          <PastLastPage q={q} type={type} pages={pages} />
        ) : (
          <section aria-labelledby="search-results-heading">
            <h2
              id="search-results-heading"
              className="text-2xl font-bold [overflow-wrap:anywhere] text-ink sm:text-3xl"
            >
              {resultCountText(answer)}
            </h2>
            <ol className="mt-6 space-y-4">
              {results.map((result) => (
                <SearchResultItem key={`${result.kind}:${result.path}`} result={result} />
              ))}
            </ol>
            {pages > 1 && <SearchPagination q={q} type={type} page={page} pages={pages} />}
          </section>
        )}
      </div>
    </>
  );
}

/**
 * The `search` analytics event, once per search shown (a new search or kind, not a new page):
 * which kinds were searched and how many results came back. Never the words: what a visitor
 * searches for may name anyone or anything.
 */
function useSearchEvent({ q, type, total }: SearchAnswer) {
  useEffect(() => {
    trackEvent("search", { search_type: type, result_count: total });
  }, [q, type, total]);
}
