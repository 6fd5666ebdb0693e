import { Link } from "react-router";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { searchPageCopy } from "#app/content/search.ts";
import { kindIcons } from "./search-result-item.tsx";
import { searchHref } from "./search-view.ts";

const tones = { episode: "blue", transcript: "gold", post: "tint" } as const;

/** The page before a search: what search covers, and a few searches to start from. */
export function SearchStart() {
  return (
    <>
      <section aria-labelledby="search-topics-heading">
        <h2 id="search-topics-heading" className="text-2xl font-bold text-ink">
          {searchPageCopy.suggestionsTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {searchPageCopy.suggestions.map((topic) => (
            <li key={topic}>
              <Link
                to={searchHref({ q: topic })}
                className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 shadow-sm transition-colors hover:border-brand-blue hover:text-brand-blue"
              >
                {topic}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-coverage-heading" className="mt-14">
        <h2 id="search-coverage-heading" className="text-2xl font-bold text-ink">
          {searchPageCopy.coverageTitle}
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-3">
          {searchPageCopy.coverage.map((item) => (
            <li key={item.kind} className="rounded-2xl border border-amber-100 bg-white p-6 shadow-sm">
              <IconTile icon={kindIcons[item.kind]} tone={tones[item.kind]} />
              <h3 className="mt-4 text-xl font-bold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
