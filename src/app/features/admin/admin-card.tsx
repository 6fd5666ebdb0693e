import type { IconComponent } from "#app/components/ui/icons.tsx";
import type { ReactNode, Ref } from "react";
import { IconTile } from "#app/components/ui/icon-tile.tsx";

type AdminCardProps = {
  id: string;
  title: string;
  icon?: IconComponent;
  /** A line under the title. */
  intro?: ReactNode;
  /** Buttons or a count at the right of the title. */
  aside?: ReactNode;
  className?: string;
  /** For moving focus to the card, e.g. after its item was deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A white panel of the dashboard with an h2 title; the section is named by that title. */
export function AdminCard({
  id,
  title,
  icon,
  intro,
  aside,
  className = "",
  headingRef,
  children,
}: AdminCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-3xl border border-amber-100 bg-white shadow-sm ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          {icon && <IconTile icon={icon} tone="tint" className="size-10 rounded-lg" />}
          <div className="min-w-0">
            <h2
              id={id}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="text-xl font-bold text-ink outline-none"
            >
              {title}
            </h2>
            {intro && <p className="text-sm text-slate-600">{intro}</p>}
          </div>
        </div>
        {aside}
      </div>
      <div className="p-5 sm:p-6">{children}</div>
    </section>
  );
}

/** What a list shows when it has nothing yet ('No purchases yet', 'No messages yet'...). */
export function EmptyState({ icon: Icon, text, hint }: { icon: IconComponent; text: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-slate-200 px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-semibold text-slate-700">{text}</p>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
