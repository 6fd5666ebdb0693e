import type { IconComponent } from "./icons.tsx";
import { IconTile, type IconTileTone } from "./icon-tile.tsx";

type IconCardProps = {
  icon: IconComponent;
  title: string;
  text: string;
  tone?: IconTileTone;
  size?: "md" | "lg";
};

/** One card of a feature grid (a list item): icon tile, title and a short text. */
export function IconCard({ icon, title, text, tone = "blue", size = "md" }: IconCardProps) {
  const large = size === "lg";
  return (
    <li
      className={`icon-card ${large ? "p-8" : "p-7"}`}
    >
      <IconTile icon={icon} tone={tone} size={large ? "lg" : "md"} />
      <h3 className={`font-bold text-ink ${large ? "mt-6 text-2xl" : "mt-5 text-xl"}`}>{title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
    </li>
  );
}
