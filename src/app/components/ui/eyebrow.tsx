type EyebrowProps = { children: string; onDark?: boolean; className?: string };

/** The small spaced-out capitals above a title; gold on the blue bands, blue on light sections. */
export function Eyebrow({ children, onDark = false, className = "" }: EyebrowProps) {
  const colour = onDark ? "text-brand-gold-light" : "text-brand-blue";
  return (
    <p className={`text-sm font-semibold tracking-[0.2em] uppercase ${colour} ${className}`}>{children}</p>
  );
}
