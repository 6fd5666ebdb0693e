import { Sunrise } from "#app/components/ui/icons.tsx";

type GuideCoverProps = { title: string; author: string; days: { day: number; theme: string }[] };

/** A drawn cover of the free guide with its seven daily themes; no remote image is needed. */
export function GuideCover({ title, author, days }: GuideCoverProps) {
  return (
    <figure className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-gold-light via-brand-gold to-amber-600 p-6 text-ink shadow-xl ring-1 ring-black/5">
      <div
        aria-hidden="true"
        className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/30 blur-2xl"
      />
      <div className="relative flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-ink text-brand-gold-light">
          <Sunrise aria-hidden="true" className="h-6 w-6" />
        </span>
        <figcaption>
          <span className="block font-display text-xl font-bold leading-tight">{title}</span>
          <span className="block text-sm font-medium text-ink/80">by {author}</span>
        </figcaption>
      </div>
      <ol className="relative mt-5 grid gap-1.5 text-sm sm:grid-cols-2">
        {days.map(({ day, theme }) => (
          <li key={day} className="flex items-center gap-2">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-bold text-brand-gold-light">
              {day}
            </span>
            <span className="font-medium">{theme}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
