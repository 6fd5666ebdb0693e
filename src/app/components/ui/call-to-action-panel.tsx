import type { ReactNode } from "react";

type CallToActionPanelProps = {
  id: string;
  heading: string;
  text: string;
  /** The buttons, in a row from sm up. */
  actions: ReactNode;
  /** Anything below the buttons. */
  children?: ReactNode;
  /** The section's vertical padding. */
  className?: string;
};

/** The gold panel that closes a page: a heading, one line of text and the next steps. */
export function CallToActionPanel({
  id,
  heading,
  text,
  actions,
  children,
  className = "",
}: CallToActionPanelProps) {
  return (
    <section aria-labelledby={id} className={`px-5 sm:px-8 ${className}`}>
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-gold-light via-brand-gold-light to-brand-gold p-8 text-center shadow-xl sm:p-14">
        <h2 id={id} className="text-3xl font-bold text-ink sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">{actions}</div>
        {children}
      </div>
    </section>
  );
}
