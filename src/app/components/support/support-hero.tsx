import { HeartHandshake } from "lucide-react";
import { supportHero } from "../../content/support.ts";

export function SupportHero() {
  return (
    <section
      aria-labelledby="support-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-blue via-brand-blue-dark to-brand-blue-dark text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 top-0 h-80 w-80 rounded-full bg-brand-gold/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-16 bottom-0 h-64 w-64 rounded-full bg-brand-sky/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl px-5 py-20 text-center sm:px-8 sm:py-24">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-gold text-ink shadow-lg">
          <HeartHandshake aria-hidden="true" className="h-8 w-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-brand-gold-light">
          {supportHero.eyebrow}
        </p>
        <h1 id="support-title" className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
          {supportHero.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-blue-100">{supportHero.intro}</p>
      </div>
    </section>
  );
}
