import { SearchX } from "#app/components/ui/icons.tsx";
import { blogListCopy } from "#shared/content/blog.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

/** SPEC §2 Blog list: the empty state when the search and category leave no post. */
export function NoArticlesFound({ onClear }: { onClear: () => void }) {
  return (
    <section
      aria-labelledby="no-articles-heading"
      className="mt-2 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
    >
      <IconTile icon={SearchX} tone="tint" size="lg" shape="disc" />
      <h2 id="no-articles-heading" className="mt-5 text-2xl font-bold text-ink sm:text-3xl">
        {blogListCopy.noResultsTitle}
      </h2>
      <p className="mt-3 max-w-md text-slate-600">{blogListCopy.noResultsText}</p>
      {/* A search the server answered shows this before the script has run: a press waits for it (decision 016). */}
      <ReadyButton
        className={buttonClasses({ variant: "outline", size: "sm", className: "mt-6" })}
        onPress={onClear}
      >
        {blogListCopy.clearFilters}
      </ReadyButton>
    </section>
  );
}
