import { blogListCopy } from "#shared/content/blog.ts";
import { paths } from "#shared/site-paths.ts";

type CategoryFilterProps = {
  categories: string[];
  /** null is 'All'. */
  selected: string | null;
  /** The search it filters with, kept when the list is asked for before the page's script runs. */
  query: string;
  onSelect: (category: string | null) => void;
};

const pill = "rounded-full border px-4 py-2 text-sm font-semibold transition-colors";
const pressedPill = "border-brand-blue bg-brand-blue text-white shadow-sm";
const idlePill = "border-slate-300 bg-white text-slate-700 hover:border-brand-blue hover:text-brand-blue";

/**
 * SPEC §2 Blog list + §4: 'All' (the default) and then each category, as toggle buttons. They
 * filter in place; before the page's script has run, each submits /blog?category=…, with the
 * search, which the server renders already filtered ('All' sends no category).
 */
export function CategoryFilter({ categories, selected, query, onSelect }: CategoryFilterProps) {
  const options: [string, string | null][] = [
    [blogListCopy.allCategories, null],
    ...categories.map((category): [string, string] => [category, category]),
  ];
  return (
    <form method="get" action={paths.blog}>
      {query && <input type="hidden" name="q" value={query} />}
      <div role="group" aria-label={blogListCopy.categoriesLabel} className="flex flex-wrap gap-2">
        {options.map(([label, value]) => (
          <button
            key={label}
            type="submit"
            {...(value !== null && { name: "category", value })}
            aria-pressed={selected === value}
            onClick={(event) => {
              event.preventDefault();
              onSelect(value);
            }}
            className={`${pill} ${selected === value ? pressedPill : idlePill}`}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}
