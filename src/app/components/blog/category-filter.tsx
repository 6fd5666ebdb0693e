import { blogListCopy } from "../../content/blog.ts";

type CategoryFilterProps = {
  categories: string[];
  /** null is 'All'. */
  selected: string | null;
  onSelect: (category: string | null) => void;
};

const pill = "rounded-full border px-4 py-2 text-sm font-semibold transition-colors";
const pressedPill = "border-brand-blue bg-brand-blue text-white shadow-sm";
const idlePill = "border-slate-300 bg-white text-slate-700 hover:border-brand-blue hover:text-brand-blue";

/** SPEC §2 Blog list + §4: 'All' (the default) and then each category, as toggle buttons. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const options: [string, string | null][] = [
    [blogListCopy.allCategories, null],
    ...categories.map((category): [string, string] => [category, category]),
  ];
  return (
    <div role="group" aria-label={blogListCopy.categoriesLabel} className="flex flex-wrap gap-2">
      {options.map(([label, value]) => (
        <button
          key={label}
          type="button"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          className={`${pill} ${selected === value ? pressedPill : idlePill}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
