import type { IconComponent } from "#app/components/ui/icons.tsx";

export type StatTone = "blue" | "gold" | "green" | "violet";

const tones: Record<StatTone, { tile: string; bar: string }> = {
  blue: { tile: "bg-brand-blue/10 text-brand-blue", bar: "from-brand-blue to-brand-sky" },
  gold: { tile: "bg-brand-gold-light/50 text-amber-800", bar: "from-brand-gold to-brand-gold-light" },
  green: { tile: "bg-emerald-100 text-emerald-800", bar: "from-emerald-600 to-emerald-300" },
  violet: { tile: "bg-violet-100 text-violet-800", bar: "from-violet-600 to-violet-300" },
};

type StatTileProps = {
  icon: IconComponent;
  label: string;
  value: string;
  /** A second line: a count, a unit. */
  detail?: string;
  tone?: StatTone;
};

/** One figure of the dashboard: icon, label, a large value and a detail line (a list item). */
export function StatTile({ icon: Icon, label, value, detail, tone = "blue" }: StatTileProps) {
  const colours = tones[tone];
  return (
    <li className="relative overflow-hidden rounded-2xl border border-amber-100 bg-white p-5 shadow-sm">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${colours.bar}`} />
      {/* Icon above the figure in a narrow tile, beside it from sm up, so a label never runs under it. */}
      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:justify-between">
        <dl className="min-w-0">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
            {value}
          </dd>
        </dl>
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${colours.tile}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {detail && <p className="mt-2 text-sm text-slate-600">{detail}</p>}
    </li>
  );
}
