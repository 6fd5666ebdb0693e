import { ChevronDown } from "lucide-react";
import { brand } from "../../content/brand.ts";
import { homeHero } from "../../content/home.ts";
import { SpotifyIcon, YoutubeIcon } from "../ui/brand-icons.tsx";
import { ExternalButtonLink } from "../ui/button.tsx";
import { SoundWaveArt } from "./sound-wave-art.tsx";

/** SPEC §2 home: the full-screen hero, marked for the tour's "hero" step. */
export function HomeHero() {
  return (
    <section
      data-tour="hero"
      aria-labelledby="home-hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-gradient-to-br from-brand-blue via-brand-blue to-brand-blue-dark text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -right-40 -top-40 -z-10 h-[32rem] w-[32rem] rounded-full bg-indigo-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-32 -z-10 h-96 w-96 rounded-full bg-brand-sky/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-transparent via-brand-gold to-transparent"
      />

      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.25fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-gold-light">
            {homeHero.eyebrow}
          </p>
          <h1 id="home-hero-heading" className="mt-4 text-4xl font-bold leading-[1.1] sm:text-6xl">
            {brand.showName}
          </h1>
          <p className="mt-6 font-display text-2xl italic text-brand-gold-light sm:text-3xl">
            {brand.tagline}
          </p>
          <p className="mt-6 max-w-xl text-lg text-blue-100">{brand.heroDescription}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
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
    </section>
  );
}
