import type { ReactNode } from "react";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { searchPageCopy } from "#app/content/search.ts";

/** The search page's blue band: its title, on the page without a search a line on what it finds, and the form. */
export function SearchHero({ intro, children }: { intro: boolean; children: ReactNode }) {
  return (
    <HeroBand
      aria-labelledby="search-heading"
      goldRule
      className="px-5 pt-14 pb-12 sm:px-8 lg:pt-20 lg:pb-16"
    >
      <div className="mx-auto max-w-3xl">
        <Eyebrow onDark>{searchPageCopy.eyebrow}</Eyebrow>
        <h1 id="search-heading" className="mt-3 text-4xl leading-tight font-bold sm:text-5xl">
          {searchPageCopy.title}
        </h1>
        {intro && <p className="mt-4 text-lg leading-relaxed text-blue-100">{searchPageCopy.intro}</p>}
        {children}
      </div>
    </HeroBand>
  );
}
