import { Flame, Headphones, Star, type IconComponent } from "#app/components/ui/icons.tsx";
import type { HistoryStats as Stats } from "#shared/episodes/history.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { CategoryBreakdown } from "./category-breakdown.tsx";

function Stat({ icon, label, value }: { icon: IconComponent; label: string; value: string }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
      <IconTile icon={icon} tone="tint" />
      <dl className="flex flex-col-reverse">
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold text-ink">{value}</dd>
      </dl>
    </div>
  );
}

/** SPEC §2 History tab: total episodes, streak in days, favourite category and the breakdown bar. */
export function HistoryStats({ stats }: { stats: Stats }) {
  const days = `${stats.streakDays} ${stats.streakDays === 1 ? "day" : "days"}`;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={Headphones} label={historyCopy.stats.total} value={String(stats.total)} />
        <Stat icon={Flame} label={historyCopy.stats.streak} value={days} />
        <Stat icon={Star} label={historyCopy.stats.favourite} value={stats.favouriteCategory ?? "None yet"} />
      </div>
      <div className="rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
        <CategoryBreakdown breakdown={stats.breakdown} />
      </div>
    </div>
  );
}
