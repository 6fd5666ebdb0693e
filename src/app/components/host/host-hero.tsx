import { Sparkles } from "lucide-react";
import { hostHero } from "../../content/host.ts";

/** SPEC §2 Host biography page: the host's name as the page title, with roles and story. */
export function HostHero() {
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-blue via-brand-blue to-brand-blue-dark pb-32 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 right-0 -z-10 size-[26rem] rounded-full bg-brand-sky/20 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute bottom-0 -left-32 -z-10 size-96 rounded-full bg-brand-sky/15 blur-3xl" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-16 sm:px-8 md:pt-24 lg:grid-cols-[auto_1fr] lg:gap-16">
        <HostMonogram initials={hostHero.initials} />
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-gold-light/40 bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-brand-gold-light uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            {hostHero.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{hostHero.name}</h1>
          <p className="mt-4 font-display text-xl text-brand-gold-light italic sm:text-2xl">{hostHero.roles}</p>
          <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-white/90">
            {hostHero.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A decorative monogram in place of a portrait: the site ships no photos and loads no remote images. */
function HostMonogram({ initials }: { initials: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto size-56 shrink-0 sm:size-64 lg:size-72">
      <div className="absolute inset-0 rounded-full bg-linear-to-br from-brand-gold-light to-brand-gold p-1.5 shadow-2xl shadow-black/30">
        <div className="flex size-full items-center justify-center rounded-full bg-linear-to-br from-brand-blue-dark to-brand-blue">
          <span className="font-display text-7xl font-bold tracking-wider text-brand-gold-light sm:text-8xl">{initials}</span>
        </div>
      </div>
      <div className="absolute -inset-4 rounded-full border border-white/15" />
      <div className="absolute -inset-9 hidden rounded-full border border-white/10 sm:block" />
    </div>
  );
}
