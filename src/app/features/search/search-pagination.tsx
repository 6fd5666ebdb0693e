import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { searchPageCopy } from "#app/content/search.ts";
import type { SearchType } from "#shared/search/search-limits.ts";
import { pageLinks, searchHref } from "./search-view.ts";

type SearchPaginationProps = { q: string; type: SearchType; page: number; pages: number };

const { pagination } = searchPageCopy;

/**
 * Previous and Next, and from sm the page numbers (the shown one marked by aria-current), with
 * "Page 2 of 5" under them. Links, so they work without the page's script.
 */
export function SearchPagination({ q, type, page, pages }: SearchPaginationProps) {
  const { previous, next, pages: items } = pageLinks(page, pages);
  const href = (to: number) => searchHref({ q, type, page: to });
  return (
    <nav aria-label={pagination.label} className="mt-12">
      <div className="flex items-center justify-between gap-3">
        {previous ? (
          <Link
            to={href(previous)}
            rel="prev"
            aria-label={pagination.previousLabel}
            className="search-page-step"
          >
            <ChevronLeft aria-hidden="true" />
            {pagination.previous}
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        <ul className="hidden items-center gap-1 sm:flex">
          {items.map((item, index) => (
            <li key={item === "gap" ? `gap-${index}` : item}>
              {item === "gap" ? (
                <span aria-hidden="true" className="px-1 text-slate-500">
                  …
                </span>
              ) : (
                <Link
                  to={href(item)}
                  aria-label={pagination.page(item)}
                  aria-current={item === page ? "page" : undefined}
                  className="search-page-number"
                >
                  {item}
                </Link>
              )}
            </li>
          ))}
        </ul>
        {next ? (
          <Link to={href(next)} rel="next" aria-label={pagination.nextLabel} className="search-page-step">
            {pagination.next}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      <p className="mt-4 text-center text-sm font-semibold text-slate-600">
        {pagination.pageOf(page, pages)}
      </p>
    </nav>
  );
}
