import { ArrowRight, Headphones } from "lucide-react";
import { paths } from "../../../shared/site-paths.ts";
import { aboutHero } from "../../content/about.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/button.tsx";
import { SpotifyIcon } from "../ui/brand-icons.tsx";
import { SoundWave } from "./sound-wave.tsx";

/** SPEC §2 About: hero with 'Start Listening' (streaming show page, new tab) and 'Browse Episodes'. */
export function AboutHero() {
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-blue via-brand-blue to-brand-blue-dark text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-sky/20 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-24 -z-10 size-[28rem] rounded-full bg-brand-sky/15 blur-3xl" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 sm:px-8 md:py-28 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-gold-light/40 bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-brand-gold-light uppercase">
            <Headphones aria-hidden="true" className="size-4" />
            {aboutHero.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">{aboutHero.title}</h1>
          <p className="mt-5 font-display text-xl text-brand-gold-light italic sm:text-2xl">{aboutHero.tagline}</p>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{aboutHero.description}</p>
          <div className="mt-9 flex flex-col gap-4 sm:flex-row">
            <ExternalButtonLink href={aboutHero.startListening.href} variant="gold" size="lg">
              <SpotifyIcon className="size-5" />
              {aboutHero.startListening.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </ExternalButtonLink>
            <ButtonLink to={paths.episodes} variant="light" size="lg">
              {aboutHero.browseEpisodes.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
        <SoundWave className="hidden lg:block" />
      </div>
    </section>
  );
}
