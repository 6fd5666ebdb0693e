import type { IconComponent } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { IconTile } from "#app/components/ui/icon-tile.tsx";

type DetailCardProps = {
  id: string;
  title: string;
  icon: IconComponent;
  children: ReactNode;
  tone?: "white" | "tint";
};

/** One card of the episode page: an icon, the section's h2 and its content. */
export function DetailCard({ id, title, icon, children, tone = "white" }: DetailCardProps) {
  const surface = tone === "white" ? "border-amber-100 bg-white" : "border-brand-blue/10 bg-brand-blue/5";
  return (
    <section aria-labelledby={id} className={`rounded-2xl border p-6 shadow-sm sm:p-8 ${surface}`}>
      <div className="flex items-center gap-3">
        <IconTile icon={icon} tone="tint" size="md" />
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
