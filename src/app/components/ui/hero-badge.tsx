import type { IconComponent } from "./icons.tsx";

/** The gold-edged pill above a hero's title, with a small icon. */
export function HeroBadge({ icon: Icon, children }: { icon: IconComponent; children: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand-gold-light/40 bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-brand-gold-light uppercase">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </p>
  );
}
