import type { GridCategory } from "#shared/episodes/categories.ts";

/** One colour family per grid category (SPEC §2), shared by badges and the history breakdown bar. */
const categoryColours: Record<GridCategory, { badge: string; bar: string }> = {
  Growth: { badge: "bg-emerald-100 text-emerald-900", bar: "bg-emerald-600" },
  Mindset: { badge: "bg-indigo-100 text-indigo-900", bar: "bg-indigo-600" },
  Purpose: { badge: "bg-amber-100 text-amber-900", bar: "bg-brand-gold" },
  Wellness: { badge: "bg-rose-100 text-rose-900", bar: "bg-rose-500" },
};

const otherColours = { badge: "bg-slate-100 text-slate-800", bar: "bg-slate-500" };

/** History entries store their category as text, so an older or unknown one gets neutral colours. */
export function coloursFor(category: string) {
  return categoryColours[category as GridCategory] ?? otherColours;
}

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return (
    <span className={`category-badge ${coloursFor(category).badge} ${className}`.trimEnd()}>{category}</span>
  );
}
