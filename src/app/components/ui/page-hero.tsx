import type { ReactNode } from "react";
import { Eyebrow } from "./eyebrow.tsx";
import { HeroBand } from "./hero-band.tsx";

type PageHeroProps = {
  titleId: string;
  title: string;
  intro: string;
  /** The icon tile above the title. */
  medallion: ReactNode;
  eyebrow?: string;
  shade?: "bright" | "deep";
  goldRule?: boolean;
  /** "md" keeps a long title to two lines. */
  size?: "md" | "lg";
  /** What follows the intro: buttons, a note. */
  children?: ReactNode;
};

/** A centred page opening on the blue band: medallion, eyebrow, the page's h1 and its intro. */
export function PageHero({
  titleId,
  title,
  intro,
  medallion,
  eyebrow,
  shade,
  goldRule,
  size = "lg",
  children,
}: PageHeroProps) {
  const large = size === "lg";
  return (
    <HeroBand
      aria-labelledby={titleId}
      shade={shade}
      goldRule={goldRule}
      className="px-5 py-20 sm:px-8 lg:py-24"
    >
      <div className={`mx-auto text-center ${large ? "max-w-4xl" : "max-w-3xl"}`}>
        {medallion}
        {eyebrow && (
          <Eyebrow onDark className="mt-6">
            {eyebrow}
          </Eyebrow>
        )}
        <h1
          id={titleId}
          className={`${eyebrow ? "mt-3" : "mt-6"} text-4xl leading-tight font-bold ${large ? "sm:text-6xl" : "sm:text-5xl"}`}
        >
          {title}
        </h1>
        <p
          className={`mx-auto mt-6 text-lg text-blue-100 ${large ? "max-w-2xl sm:text-xl" : "leading-relaxed"}`}
        >
          {intro}
        </p>
        {children}
      </div>
    </HeroBand>
  );
}
