import { Link } from "react-router";
import { searchPageCopy } from "#app/content/search.ts";
import { SEARCH_TYPES, type SearchType } from "#shared/search/search-limits.ts";
import { searchHref } from "./search-view.ts";

/**
 * All, Episodes, Transcripts or Blog posts: links to the same search narrowed to that kind (so they
 * work without the page's script), the shown one marked by its aria-current. On a phone they sit
 * in two even rows of two rather than three and a straggler.
 */
export function SearchTypeFilter({ q, type }: { q: string; type: SearchType }) {
  return (
    <nav aria-label={searchPageCopy.typeFilterLabel}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {SEARCH_TYPES.map((option) => (
          <li key={option}>
            <Link
              to={searchHref({ q, type: option })}
              aria-current={option === type ? "page" : undefined}
              className="flex justify-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold sm:inline-flex text-slate-700 transition-colors hover:border-brand-blue hover:text-brand-blue aria-[current=page]:border-brand-blue aria-[current=page]:bg-brand-blue aria-[current=page]:text-white aria-[current=page]:shadow-sm"
            >
              {searchPageCopy.types[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
