import { hostStats } from "#app/content/host.ts";

/** SPEC §2 Host biography page: 15+ years, community 'Growing', 40+ episodes, 4 companies. */
export function HostStats() {
  return (
    <section
      aria-labelledby="host-at-a-glance"
      className="relative z-10 mx-auto -mt-20 max-w-6xl px-5 sm:px-8"
    >
      <h2 id="host-at-a-glance" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
        {hostStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-2xl border-t-4 border-brand-gold bg-white p-5 text-center shadow-lg ring-1 ring-slate-200 sm:p-7"
          >
            <dt className="mt-2 text-sm font-medium text-slate-700 sm:text-base">{stat.label}</dt>
            <dd className="font-display text-2xl font-bold text-brand-blue min-[360px]:text-3xl sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
