import { Link } from "react-router";
import { SearchX } from "#app/components/ui/icons.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { searchPageCopy } from "#app/content/search.ts";
import type { SearchType } from "#shared/search/search-limits.ts";
import { paths } from "#shared/site-paths.ts";
import { searchHref } from "./search-view.ts";

const { noResults } = searchPageCopy;

/** A search that found nothing: what may help, a way to search every kind, and ways to browse instead. */
export function NoSearchResults({ q, type }: { q: string; type: SearchType }) {
  return (
    <section
      aria-labelledby="search-results-heading"
      className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <IconTile icon={SearchX} tone="tint" size="lg" shape="disc" />
      <h2
        id="search-results-heading"
        className="mt-5 max-w-full text-2xl font-bold [overflow-wrap:anywhere] text-ink sm:text-3xl"
      >
        {noResults.title(q)}
      </h2>
      <p className="mt-3 max-w-md text-slate-600">{noResults.intro}</p>
      <ul className="mt-4 max-w-md list-disc space-y-1.5 pl-5 text-left text-slate-700 marker:text-brand-gold">
        {noResults.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {type !== "all" && (
        <Link
          to={searchHref({ q })}
          className="mt-6 font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
        >
          {noResults.searchEverything}
        </Link>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.episodes} variant="primary" size="md">
          {noResults.browseEpisodes}
        </ButtonLink>
        <ButtonLink to={paths.blog} variant="outline" size="md">
          {noResults.readBlog}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A page past the last of a search's results (an old link, or a page number typed). */
export function PastLastPage({ q, type, pages }: { q: string; type: SearchType; pages: number }) {
  return (
    <section
      aria-labelledby="search-results-heading"
      className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <h2 id="search-results-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {searchPageCopy.pastLastPage.title}
      </h2>
      <p className="mt-3 text-slate-600">{searchPageCopy.pastLastPage.text(pages)}</p>
      <ButtonLink to={searchHref({ q, type })} variant="primary" size="md" className="mt-6">
        {searchPageCopy.pastLastPage.firstPage}
      </ButtonLink>
    </section>
  );
}
