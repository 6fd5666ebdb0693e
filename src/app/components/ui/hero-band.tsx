import type { ComponentProps } from "react";

// "deep" is the darker band, with a gold glow, of the pages that ask the visitor to invest or give.
// Every page opens with one: .hero-band and its shades in app.css draw it, glows included.
const shades = {
  bright: "hero-band hero-band-bright",
  deep: "hero-band hero-band-deep",
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
    <section className={`${shades[shade]} ${className}`.trimEnd()} {...props}>
      {goldRule && <div aria-hidden="true" className="hero-band-rule" />}
      {children}
    </section>
  );
}
