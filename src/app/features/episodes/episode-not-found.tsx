import { ArrowLeft, SearchX } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { episodeDetailCopy, episodeNotFoundCopy } from "#app/content/episode-detail.ts";
import { notFoundMark } from "#app/lib/rewards-context.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** SPEC §2 / §8: the episode page's not-found state, with its exact texts. */
export function EpisodeNotFound() {
  return (
    <div {...notFoundMark} className="bg-paper">
      <div className="bg-gradient-to-br from-brand-blue to-brand-blue-dark px-5 py-14 text-white sm:px-8">
        <div className="mx-auto max-w-3xl">
          <Link
            to={paths.episodes}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-gold-light hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {episodeDetailCopy.backToEpisodes}
          </Link>
          <h1 className="mt-6 text-4xl font-bold sm:text-5xl">{episodeNotFoundCopy.title}</h1>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
        <section
          aria-labelledby="episode-not-found-card"
          className="rounded-2xl border border-amber-100 bg-white p-8 text-center shadow-lg sm:p-12"
        >
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-red/10 text-brand-red">
            <SearchX aria-hidden="true" className="h-8 w-8" />
          </span>
          <h2 id="episode-not-found-card" className="mt-6 text-2xl font-bold text-ink sm:text-3xl">
            {episodeNotFoundCopy.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-md text-slate-700">{episodeNotFoundCopy.text}</p>
          <ButtonLink to={paths.episodesTab("all")} variant="primary" size="md" className="mt-8">
            {episodeNotFoundCopy.browseAll}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
