import { ChevronDown } from "#app/components/ui/icons.tsx";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { GRID_PAGE_SIZE, gridCardAnchorId } from "#shared/episodes/grid-pages.ts";
import { moreEpisodesCopy } from "#app/content/episodes-page.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

/**
 * Under the All Episodes grid: how many of the catalog's episodes it shows, and a link that shows 6
 * more. It is a plain link to the page with `?shown=`, so it works before the page's script runs;
 * the page then opens at the first new card, and the keyboard goes on from there.
 */
export function ShowMoreEpisodes({ shown, total }: { shown: number; total: number }) {
  const { hash } = useLocation();
  useEffect(() => {
    // The cards' ids are plain ASCII, so the hash needs no decoding (a malformed escape would throw).
    const card = hash ? document.getElementById(hash.slice(1)) : null;
    if (card?.matches("[data-tour='episodes-grid'] > li"))
      card.querySelector("a")?.focus({ preventScroll: true });
  }, [hash]);

  if (total <= GRID_PAGE_SIZE) return null;
  const visible = Math.min(shown, total);
  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center">
      <p className="text-slate-700">{moreEpisodesCopy.shownOf(visible, total)}</p>
      {visible < total && (
        <ButtonLink
          to={{ search: `?tab=all&shown=${shown + GRID_PAGE_SIZE}`, hash: `#${gridCardAnchorId(shown)}` }}
          preventScrollReset
          variant="outline"
          size="md"
        >
          {moreEpisodesCopy.showMore}
          <ChevronDown aria-hidden="true" className="size-4" />
        </ButtonLink>
      )}
    </div>
  );
}
