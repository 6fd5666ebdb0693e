import { HeartPulse, Target, TrendingUp, type LucideIcon } from "lucide-react";
import { welcome, type PillarIcon } from "../../content/home.ts";

const pillarIcons: Record<PillarIcon, LucideIcon> = {
  purpose: Target,
  growth: TrendingUp,
  wellness: HeartPulse,
};

/** SPEC §2 home: the welcome block and its three pillars. */
export function WelcomePillars() {
  return (
    <section aria-labelledby="welcome-heading" className="bg-paper px-5 py-20 sm:px-8 lg:py-28">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <span aria-hidden="true" className="mx-auto block h-1 w-16 rounded-full bg-brand-gold" />
          <h2 id="welcome-heading" className="mt-6 text-3xl font-bold text-brand-blue sm:text-5xl">
            {welcome.heading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{welcome.intro}</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {welcome.pillars.map(({ title, icon, text }) => {
            const Icon = pillarIcons[icon];
            return (
              <li
                key={title}
                className="group rounded-2xl border border-amber-100 bg-white p-8 shadow-sm transition-shadow hover:shadow-xl"
              >
                <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark text-brand-gold-light shadow-md">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-6 text-2xl font-bold text-ink">{title}</h3>
                <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
