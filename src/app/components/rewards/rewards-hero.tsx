import { ShieldCheck, Trophy } from "lucide-react";
import { rewardsHero } from "../../content/rewards.ts";

/** SPEC §2 rewards: the title and what the rewards are. */
export function RewardsHero() {
  return (
    <section
      aria-labelledby="rewards-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-blue via-brand-blue to-brand-blue-dark px-5 py-20 text-white sm:px-8 lg:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -left-24 -top-24 -z-10 h-96 w-96 rounded-full bg-indigo-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 right-0 -z-10 h-80 w-80 rounded-full bg-brand-sky/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-transparent via-brand-gold to-transparent"
      />
      <div className="mx-auto max-w-4xl text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-gold-light to-brand-gold text-ink shadow-lg shadow-brand-gold/30">
          <Trophy aria-hidden="true" className="h-8 w-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-brand-gold-light">
          {rewardsHero.eyebrow}
        </p>
        <h1 id="rewards-heading" className="mt-3 text-4xl font-bold sm:text-6xl">
          {rewardsHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-blue-100 sm:text-xl">{rewardsHero.intro}</p>
        <p className="mx-auto mt-6 inline-flex max-w-2xl items-start gap-2 rounded-2xl bg-white/10 px-4 py-3 text-left text-sm text-blue-50 ring-1 ring-white/20 sm:items-center">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-gold-light" />
          {rewardsHero.privacy}
        </p>
      </div>
    </section>
  );
}
