import { Eyebrow } from "./eyebrow.tsx";

/** The heading colours the pages use; "white" is for headings on a blue band. */
export type HeadingColour = "ink" | "brand-blue" | "brand-blue-dark" | "white";

const headingClass: Record<HeadingColour, string> = {
  ink: "text-ink",
  "brand-blue": "text-brand-blue",
  "brand-blue-dark": "text-brand-blue-dark",
  white: "text-white",
};

// The intro follows its heading: a softer slate under the near-black ink headings, light blue on the band.
const introClass: Record<HeadingColour, string> = {
  ink: "text-slate-600",
  "brand-blue": "text-slate-700",
  "brand-blue-dark": "text-slate-700",
  white: "text-blue-100",
};

type SectionHeadingProps = {
  id: string;
  heading: string;
  intro?: string;
  /** Small capitals above the heading. */
  eyebrow?: string;
  /** A short gold bar above the heading instead. */
  goldBar?: boolean;
  colour?: HeadingColour;
  align?: "center" | "left";
  /** "lg" for the one heading that opens a page's story, such as the home welcome. */
  size?: "md" | "lg";
};

/** A section's h2, with an eyebrow or a gold bar above it and an optional intro below. */
export function SectionHeading({
  id,
  heading,
  intro,
  eyebrow,
  goldBar = false,
  colour = "ink",
  align = "center",
  size = "md",
}: SectionHeadingProps) {
  const centred = align === "center";
  const large = size === "lg";
  return (
    <div className={`${large ? "max-w-3xl" : "max-w-2xl"} ${centred ? "mx-auto text-center" : ""}`}>
      {goldBar && (
        <span aria-hidden="true" className={centred ? "section-rule mx-auto" : "section-rule"} />
      )}
      {eyebrow && (
        <Eyebrow onDark={colour === "white"} className="mb-3">
          {eyebrow}
        </Eyebrow>
      )}
      <h2
        id={id}
        className={`section-title ${large ? "sm:text-5xl " : ""}${headingClass[colour]}`}
      >
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg ${introClass[colour]}`}>{intro}</p>}
    </div>
  );
}
