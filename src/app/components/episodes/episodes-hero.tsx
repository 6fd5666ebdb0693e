import { Podcast } from "lucide-react";
import { brand } from "../../content/brand.ts";
import { ApplePodcastsIcon, SpotifyIcon, YoutubeIcon } from "../ui/brand-icons.tsx";
import { ExternalButtonLink } from "../ui/button.tsx";

/** SPEC §2 episodes: the page title and the three listening platforms, each in a new tab. */
export function EpisodesHero() {
  return (
    <section
      aria-labelledby="episodes-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-blue via-brand-blue to-brand-blue-dark px-5 py-20 text-white sm:px-8 lg:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 -z-10 h-96 w-96 rounded-full bg-indigo-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 left-1/4 -z-10 h-80 w-80 rounded-full bg-brand-sky/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-transparent via-brand-gold to-transparent"
      />
      <div className="mx-auto max-w-4xl text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-white/10 text-brand-gold-light ring-1 ring-white/20">
          <Podcast aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 id="episodes-heading" className="mt-6 text-4xl font-bold sm:text-6xl">
          Podcast Episodes
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-blue-100 sm:text-xl">
          Every conversation from {brand.showName}: real stories and practical wisdom on purpose, growth and
          well-being. Pick your favourite platform and press play.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
          <ExternalButtonLink href={brand.links.spotifyShow} variant="gold" size="lg">
            <SpotifyIcon className="h-5 w-5" />
            Spotify
          </ExternalButtonLink>
          <ExternalButtonLink href={brand.links.applePodcasts} variant="light" size="lg">
            <ApplePodcastsIcon className="h-5 w-5" />
            Apple Podcasts
          </ExternalButtonLink>
          <ExternalButtonLink href={brand.links.youtubeChannel} variant="light" size="lg">
            <YoutubeIcon className="h-5 w-5" />
            YouTube
          </ExternalButtonLink>
        </div>
      </div>
    </section>
  );
}
