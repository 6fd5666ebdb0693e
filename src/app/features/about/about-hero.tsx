import { ArrowRight, Headphones, SpotifyIcon } from "#app/components/ui/icons.tsx";
import { paths } from "#shared/site-paths.ts";
import { aboutHero } from "#app/content/about.ts";
import { ButtonLink, ExternalButtonLink } from "#app/components/ui/button.tsx";
import { HeroBadge } from "#app/components/ui/hero-badge.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { SoundWave } from "./sound-wave.tsx";

/** SPEC §2 About: hero with 'Start Listening' (streaming show page, new tab) and 'Browse Episodes'. */
export function AboutHero() {
  return (
    <HeroBand>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 sm:px-8 md:py-28 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <HeroBadge icon={Headphones}>{aboutHero.eyebrow}</HeroBadge>
          <h1 className="mt-6 text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
            {aboutHero.title}
          </h1>
          <p className="mt-5 font-display text-xl text-brand-gold-light italic sm:text-2xl">
            {aboutHero.tagline}
          </p>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{aboutHero.description}</p>
          <div className="mt-9 flex flex-col gap-4 sm:flex-row">
            <ExternalButtonLink href={aboutHero.startListening.href} variant="gold" size="lg">
              <SpotifyIcon className="size-5" />
              {aboutHero.startListening.label}
            </ExternalButtonLink>
            <ButtonLink to={paths.episodes} variant="light" size="lg">
              {aboutHero.browseEpisodes.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
        <SoundWave className="hidden lg:block" />
      </div>
    </HeroBand>
  );
}
