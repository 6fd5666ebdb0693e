import {
  ApplePodcastsIcon,
  ArrowRight,
  CalendarDays,
  Play,
  SpotifyIcon,
  YoutubeIcon,
} from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { episodeArtwork, type EpisodeCard } from "#shared/episodes/episode-card.ts";
import { formatLongDate } from "#shared/dates.ts";
import { paths } from "#shared/site-paths.ts";
import { brand } from "#shared/content/brand.ts";
import { featuredEpisodeCopy } from "#app/content/episode-lists.ts";
import { usePlayEpisode } from "#app/features/episodes/index.ts";
import { EpisodeArtwork } from "#app/components/ui/episode-artwork.tsx";
import { ExternalButtonLink } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

function FeaturedCard({ episode }: { episode: EpisodeCard }) {
  const play = usePlayEpisode();
  return (
    <article className="grid overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-amber-100 lg:grid-cols-[1.1fr_1fr]">
      <div className="relative aspect-video bg-brand-blue-dark lg:aspect-auto lg:min-h-96">
        <EpisodeArtwork
          key={episodeArtwork(episode)}
          src={episodeArtwork(episode)}
          loading="eager"
          className="absolute inset-0 h-full w-full"
          fit="contain"
          iconClassName="size-20"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-gradient-to-t from-brand-blue-dark/50 to-transparent"
        />
        {/*
          In a corner, so it never covers the title a cover carries in its middle; on a phone, where
          the artwork is small, astride its lower edge, so it covers little of the artwork either.
        */}
        <ReadyButton
          aria-label={`Play ${episode.name}`}
          onPress={() => play(episode)}
          className="featured-play"
        >
          <Play aria-hidden="true" />
        </ReadyButton>
      </div>
      {/* Room on top, on a phone, for the play button's lower half. */}
      <div className="flex flex-col justify-center p-6 pt-14 sm:p-10">
        <div className="flex flex-wrap items-center gap-3">
          <span className="featured-label">{featuredEpisodeCopy.label}</span>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={episode.releaseDate}>{formatLongDate(episode.releaseDate)}</time>
          </span>
        </div>
        <h3 className="mt-5 text-2xl leading-snug font-bold [overflow-wrap:anywhere] text-ink sm:text-3xl">
          {episode.name}
        </h3>
        <p className="mt-4 leading-relaxed text-slate-700">{episode.summary}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ExternalButtonLink
            href={episode.spotifyUrl ?? brand.links.spotifyShow}
            variant="primary"
            size="sm"
          >
            <SpotifyIcon className="size-4" />
            Spotify
          </ExternalButtonLink>
          <ExternalButtonLink href={brand.links.applePodcasts} variant="outline" size="sm">
            <ApplePodcastsIcon className="size-4" />
            Apple Podcasts
          </ExternalButtonLink>
          <ExternalButtonLink
            href={episode.youtubeUrl ?? brand.links.youtubeChannel}
            variant="outline"
            size="sm"
          >
            <YoutubeIcon className="size-4" />
            YouTube
          </ExternalButtonLink>
        </div>
        <Link
          to={paths.episode(episode.id)}
          className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-blue hover:underline"
        >
          {featuredEpisodeCopy.detailsLabel}
          <span className="sr-only">: {episode.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** SPEC §2 Home, while there is no episode: the loading placeholder stays. */
function FeaturedPlaceholder() {
  return (
    <div className="grid overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-amber-100 lg:grid-cols-[1.1fr_1fr]">
      <div
        aria-hidden="true"
        className="aspect-video animate-pulse bg-slate-200 motion-reduce:animate-none lg:aspect-auto lg:min-h-96"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <span className="featured-label self-start">{featuredEpisodeCopy.loadingLabel}</span>
        <div aria-hidden="true" className="mt-5 space-y-3 motion-safe:animate-pulse">
          <div className="h-7 w-4/5 rounded-lg bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-200" />
          <div className="h-4 w-11/12 rounded bg-slate-200" />
          <div className="h-4 w-2/3 rounded bg-slate-200" />
        </div>
        <p className="mt-6 text-slate-600">{featuredEpisodeCopy.loadingText}</p>
      </div>
    </div>
  );
}

/** SPEC §2 Home: the latest episode (the first of the list), with play and the three platforms. */
export function FeaturedEpisode({ episode }: { episode: EpisodeCard | undefined }) {
  return (
    <section
      aria-labelledby="featured-heading"
      className="bg-gradient-to-b from-paper to-amber-50/60 px-5 py-20 sm:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="featured-heading"
          heading={featuredEpisodeCopy.heading}
          intro={featuredEpisodeCopy.intro}
          goldBar
          colour="brand-blue"
        />
        <div className="mt-12">{episode ? <FeaturedCard episode={episode} /> : <FeaturedPlaceholder />}</div>
      </div>
    </section>
  );
}
