import { SearchForm } from "./search-form.tsx";
import { SearchHero } from "./search-hero.tsx";
import { SearchResults } from "./search-results.tsx";
import { SearchStart } from "./search-start.tsx";
import type { SearchPageData } from "./search-view.ts";

/**
 * The /search page (site search): the form on its band, then the results, the page before a
 * search, or, for a refused search, only the form with the reason.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const q = data.state === "answered" ? data.answer.q : data.state === "invalid" ? data.q : "";
  const type = data.state === "answered" ? data.answer.type : data.state === "invalid" ? data.type : "all";
  return (
    <>
      <SearchHero intro={data.state !== "answered"}>
        <SearchForm
          q={q}
          type={type}
          message={data.state === "invalid" ? data.message : null}
          focusOnArrival={data.state === "start"}
        />
      </SearchHero>
      <div className="px-5 py-12 sm:px-8 lg:py-16">
        <div className="mx-auto max-w-3xl">
          {data.state === "answered" ? <SearchResults answer={data.answer} /> : <SearchStart />}
        </div>
      </div>
    </>
  );
}
