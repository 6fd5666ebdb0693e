import type { CategoryShare } from "#shared/episodes/history.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import { coloursFor } from "./category-badge.tsx";

/** SPEC §2 History stats: the share of each category as one bar, with a legend that says it in words. */
export function CategoryBreakdown({ breakdown }: { breakdown: CategoryShare[] }) {
  const summary = breakdown.map(({ category, percent }) => `${category} ${percent}%`).join(", ");
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">{historyCopy.breakdown}</p>
      <div
        role="img"
        aria-label={`${historyCopy.breakdown}: ${summary}`}
        className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-100"
      >
        {breakdown.map(({ category, count }) => (
          <span key={category} className={coloursFor(category).bar} style={{ flexGrow: count }} />
        ))}
      </div>
      <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        {breakdown.map(({ category, count, percent }) => (
          <li key={category} className="flex items-center gap-2">
            <span className={`size-2.5 rounded-full ${coloursFor(category).bar}`} />
            {category} · {percent}% ({count})
          </li>
        ))}
      </ul>
    </div>
  );
}
