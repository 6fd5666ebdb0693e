import { ChevronDown, SpotifyIcon, YoutubeIcon } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { homeHero } from "#app/content/home.ts";
import { ExternalButtonLink } from "#app/components/ui/button.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { SoundWaveArt } from "./sound-wave-art.tsx";

/** SPEC §2 home: the full-screen hero, marked for the tour's "hero" step. */
export function HomeHero() {
  return (
    <HeroBand
      data-tour="hero"
      aria-labelledby="home-hero-heading"
      goldRule
      className="flex min-h-[calc(100svh-4rem)] items-center"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.25fr_1fr] lg:py-24">
        <div>
          <Eyebrow onDark>{homeHero.eyebrow}</Eyebrow>
          <h1 id="home-hero-heading" className="mt-4 text-4xl font-bold leading-[1.1] sm:text-6xl">
            {brand.showName}
          </h1>
          <p className="mt-6 font-display text-2xl italic text-brand-gold-light sm:text-3xl">
            {brand.tagline}
          </p>
          <p className="mt-6 max-w-xl text-lg text-blue-100">{brand.heroDescription}</p>
          {/* The tour's hero step points here when the hero fills the screen. */}
          <div data-tour-focus className="mt-10 flex flex-col gap-4 sm:w-fit sm:flex-row">
            <ExternalButtonLink href={brand.links.spotifyShow} variant="gold" size="lg">
              <SpotifyIcon className="h-5 w-5" />
              {homeHero.listenLabel}
            </ExternalButtonLink>
            <ExternalButtonLink href={brand.links.youtubeChannel} variant="light" size="lg">
              <YoutubeIcon className="h-5 w-5" />
              {homeHero.watchLabel}
            </ExternalButtonLink>
          </div>
        </div>
        <div className="hidden sm:block">
          <SoundWaveArt />
        </div>
      </div>

      <ChevronDown
        aria-hidden="true"
        className="absolute bottom-6 left-1/2 hidden h-8 w-8 -translate-x-1/2 text-white/60 motion-safe:animate-bounce lg:block"
      />
    </HeroBand>
  );
}
