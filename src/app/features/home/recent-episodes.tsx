import { ArrowRight } from "#app/components/ui/icons.tsx";
import type { EpisodeCard } from "#shared/episodes/episode-card.ts";
import { paths } from "#shared/site-paths.ts";
import { gridCopy, type EpisodeSourceKind } from "#app/content/episode-lists.ts";
import { EpisodeGrid } from "#app/features/episodes/index.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 Home: the recent-episodes grid. */
export function RecentEpisodes({ episodes, source }: { episodes: EpisodeCard[]; source: EpisodeSourceKind }) {
  return (
    <section aria-labelledby="recent-heading" className="bg-paper px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="recent-heading"
          heading={gridCopy.heading}
          intro={gridCopy.intro}
          goldBar
          colour="brand-blue"
        />
        <div className="mt-12">
          <EpisodeGrid episodes={episodes} source={source} />
        </div>
        <div className="mt-12 text-center">
          <ButtonLink to={paths.episodesTab("all")} variant="outline" size="md">
            {gridCopy.allEpisodes}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
