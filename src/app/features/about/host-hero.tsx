import { Sparkles } from "#app/components/ui/icons.tsx";
import { hostHero } from "#app/content/host.ts";
import { HeroBadge } from "#app/components/ui/hero-badge.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";

/** SPEC §2 Host biography page: the host's name as the page title, with roles and story. */
export function HostHero() {
  return (
    <HeroBand className="pb-32">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-16 sm:px-8 md:pt-24 lg:grid-cols-[auto_1fr] lg:gap-16">
        <HostMonogram initials={hostHero.initials} />
        <div>
          <HeroBadge icon={Sparkles}>{hostHero.eyebrow}</HeroBadge>
          <h1 className="mt-5 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{hostHero.name}</h1>
          <p className="mt-4 font-display text-xl text-brand-gold-light italic sm:text-2xl">
            {hostHero.roles}
          </p>
          <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-white/90">
            {hostHero.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </HeroBand>
  );
}

/** A decorative monogram in place of a portrait: the site ships no photos and loads no remote images. */
function HostMonogram({ initials }: { initials: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto size-56 shrink-0 sm:size-64 lg:size-72">
      <div className="absolute inset-0 rounded-full bg-linear-to-br from-brand-gold-light to-brand-gold p-1.5 shadow-2xl shadow-black/30">
        <div className="flex size-full items-center justify-center rounded-full bg-linear-to-br from-brand-blue-dark to-brand-blue">
          <span className="font-display text-7xl font-bold tracking-wider text-brand-gold-light sm:text-8xl">
            {initials}
          </span>
        </div>
      </div>
      <div className="absolute -inset-4 rounded-full border border-white/15" />
      <div className="absolute -inset-9 hidden rounded-full border border-white/10 sm:block" />
    </div>
  );
}
