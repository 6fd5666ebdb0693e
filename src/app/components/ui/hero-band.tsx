import type { ComponentProps } from "react";
import { Glow } from "./glow.tsx";

// "deep" is the darker band, with a gold glow, of the pages that ask the visitor to invest or give.
const shades = {
  bright: { band: "via-brand-blue", glow: "bg-indigo-400/25" },
  deep: { band: "via-brand-blue-dark", glow: "bg-brand-gold/15" },
};

type HeroBandProps = ComponentProps<"section"> & {
  shade?: keyof typeof shades;
  /** A thin gold line along the bottom edge. */
  goldRule?: boolean;
};

/** The blue gradient band with two soft glows that opens a page; its content is the caller's. */
export function HeroBand({
  shade = "bright",
  goldRule = false,
  className = "",
  children,
  ...props
}: HeroBandProps) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-gradient-to-br from-brand-blue ${shades[shade].band} to-brand-blue-dark text-white ${className}`}
      {...props}
    >
      <Glow className={`-top-24 -right-24 size-96 ${shades[shade].glow}`} />
      <Glow className="-bottom-32 -left-20 size-80 bg-brand-sky/20" />
      {goldRule && (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-transparent via-brand-gold to-transparent"
        />
      )}
      {children}
    </section>
  );
}
