import { ArrowLeft, CalendarDays, Mic, UserRound, UsersRound } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { brand } from "#shared/content/brand.ts";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import type { EpisodeDetailContent } from "#shared/episodes/episode-detail.ts";
import { formatLongDate, isoDay } from "#shared/dates.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { paths } from "#shared/site-paths.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { EpisodeArtwork } from "#app/components/ui/episode-artwork.tsx";
import { EpisodeActions } from "./episode-actions.tsx";
import type { ShownEpisode } from "./shown-episode.ts";

function episodeLabel(name: string): string {
  const number = episodeNumber(name);
  if (number === 0) return "Trailer";
  return number === null ? brand.shortName : `Episode ${number}`;
}

/** SPEC §2 Episode detail: thumbnail, title, release date, host, guest, discussion group and the buttons. */
type EpisodeHeroProps = { episode: ShownEpisode; content: EpisodeDetailContent; startAt: number | null };

export function EpisodeHero({ episode, content, startAt }: EpisodeHeroProps) {
  const day = isoDay(episode.releaseDate);
  return (
    <HeroBand aria-labelledby="episode-title" goldRule className="px-5 pt-8 pb-14 sm:px-8 lg:pt-10 lg:pb-20">
      <div className="mx-auto max-w-6xl">
        <Link
          to={paths.episodes}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-gold-light hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {episodeDetailCopy.backToEpisodes}
        </Link>
        <div className="mt-8 grid items-center gap-8 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
          <div className="relative mx-auto w-full max-w-xs md:max-w-none">
            <div aria-hidden="true" className="absolute -inset-3 rounded-3xl bg-brand-gold/30 blur-xl" />
            {/* A missing cover, or one that fails to load, gives way to the microphone gradient every episode list shows. */}
            <EpisodeArtwork
              src={content.image}
              loading="eager"
              className="relative aspect-square w-full rounded-2xl shadow-2xl ring-4 ring-white/15"
              iconClassName="size-20"
            />
          </div>
          <div>
            <Eyebrow onDark>{episodeLabel(episode.name)}</Eyebrow>
            <h1
              id="episode-title"
              className="mt-3 text-3xl leading-tight font-bold [overflow-wrap:anywhere] sm:text-4xl lg:text-5xl"
            >
              {episode.name}
            </h1>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-blue-100">
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 text-brand-gold-light" />
                {day ? (
                  <time dateTime={day}>{formatLongDate(episode.releaseDate)}</time>
                ) : (
                  episode.releaseDate
                )}
              </li>
              <li className="flex items-center gap-2">
                <Mic aria-hidden="true" className="size-5 text-brand-gold-light" />
                <span>
                  {episodeDetailCopy.hostedBy}{" "}
                  <Link to={`/${brand.host.slug}`} className="font-semibold text-white hover:underline">
                    {brand.host.name}
                  </Link>
                </span>
              </li>
              {content.guests.length > 0 && (
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="size-5 text-brand-gold-light" />
                  <span>
                    {episodeDetailCopy.guest}:{" "}
                    <span className="font-semibold text-white">{content.guests.join(" & ")}</span>
                  </span>
                </li>
              )}
            </ul>
            <div className="mt-8">
              <EpisodeActions episode={episode} startAt={startAt} />
            </div>
            <ExternalLink
              href={brand.links.facebookGroup}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-gold-light hover:underline"
            >
              <UsersRound aria-hidden="true" className="size-4" />
              {episodeDetailCopy.discussionGroup}
            </ExternalLink>
          </div>
        </div>
      </div>
    </HeroBand>
  );
}
