import type { EpisodeCard } from "#shared/episodes/episode-card.ts";
import { carouselCopy } from "#app/content/episode-lists.ts";
import { EpisodeCarousel } from "#app/features/episodes/index.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 Home: the recommended-episodes carousel. */
export function RecommendedEpisodes({ episodes }: { episodes: EpisodeCard[] }) {
  return (
    <section aria-labelledby="recommended-heading" className="bg-white px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="recommended-heading"
          heading={carouselCopy.heading}
          intro={carouselCopy.intro}
          colour="brand-blue"
        />
        <div className="mt-12">
          <EpisodeCarousel episodes={episodes} label={carouselCopy.label} />
        </div>
      </div>
    </section>
  );
}
