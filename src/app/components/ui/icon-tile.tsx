import type { IconComponent } from "./icons.tsx";

export type IconTileTone = "blue" | "tint" | "gold" | "glass";

const tones: Record<IconTileTone, string> = {
  blue: "bg-brand-blue text-brand-gold-light",
  tint: "bg-brand-blue/10 text-brand-blue",
  gold: "bg-brand-gold text-ink",
  glass: "bg-white/10 text-brand-gold-light ring-1 ring-white/20",
};

const sizes = {
  md: { box: "size-12", radius: "rounded-xl", icon: "size-6" },
  lg: { box: "size-14", radius: "rounded-2xl", icon: "size-7" },
  xl: { box: "size-16", radius: "rounded-2xl", icon: "size-8" },
};

type IconTileProps = {
  icon: IconComponent;
  tone?: IconTileTone;
  size?: keyof typeof sizes;
  shape?: "square" | "disc";
  className?: string;
};

/** A decorative icon on a coloured square or disc: the mark of a card, a step or a page. */
export function IconTile({
  icon: Icon,
  tone = "blue",
  size = "md",
  shape = "square",
  className = "",
}: IconTileProps) {
  const { box, radius, icon } = sizes[size];
  return (
    <span
      className={`icon-tile ${box} ${shape === "disc" ? "rounded-full" : radius} ${tones[tone]} ${className}`.trimEnd()}
    >
      <Icon aria-hidden="true" className={icon} />
    </span>
  );
}
