type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  tone?: "light" | "dark";
  align?: "center" | "left";
};

/** Eyebrow, h2 and optional intro shared by the sections of the sales page. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "light",
  align = "center",
}: SectionHeadingProps) {
  const onDark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p
        className={`text-sm font-semibold uppercase tracking-[0.2em] ${onDark ? "text-brand-gold-light" : "text-brand-blue"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold leading-tight sm:text-4xl ${onDark ? "text-white" : "text-ink"}`}
      >
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg ${onDark ? "text-blue-100" : "text-slate-600"}`}>{intro}</p>}
    </div>
  );
}
