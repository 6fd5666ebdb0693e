import { ArrowRight, CalendarDays, CloudOff } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { gridCategory } from "#shared/episodes/categories.ts";
import { episodeArtwork, gridSummary, type EpisodeCard } from "#shared/episodes/episode-card.ts";
import { formatLongDate } from "#shared/dates.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { paths } from "#shared/site-paths.ts";
import { gridCopy, type EpisodeSourceKind } from "#app/content/episode-lists.ts";
import { CategoryBadge } from "./category-badge.tsx";
import { EpisodeArtwork } from "#app/components/ui/episode-artwork.tsx";

function NumberBadge({ name }: { name: string }) {
  const number = episodeNumber(name);
  if (number === null) return null;
  return <span className="episode-card-number">{number === 0 ? "Trailer" : `Ep. ${number}`}</span>;
}

function EpisodeGridCard({ episode, id }: { episode: EpisodeCard; id?: string }) {
  return (
    <li id={id}>
      {/* Its parts are styled by the .episode-card rules of app.css: a grid repeats it (decision 021). */}
      <Link to={paths.episode(episode.id)} className="group episode-card">
        <div className="episode-card-cover">
          <EpisodeArtwork
            key={episodeArtwork(episode)}
            src={episodeArtwork(episode)}
            className="episode-card-art"
            fit="contain"
          />
          <NumberBadge name={episode.name} />
        </div>
        <div className="flex flex-1 flex-col p-6">
          {/* Below the artwork, not on it: a cover carries its own wordmark and title. */}
          <div className="episode-card-meta">
            <CategoryBadge category={gridCategory(episode.name)} />
            <p className="episode-card-date">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={episode.releaseDate}>{formatLongDate(episode.releaseDate)}</time>
            </p>
          </div>
          <h3 className="episode-card-title">{episode.name}</h3>
          <p className="episode-card-summary">{gridSummary(episode)}</p>
          <span className="episode-card-more">
            Episode details
            <ArrowRight aria-hidden="true" />
          </span>
        </div>
      </Link>
    </li>
  );
}

type EpisodeGridProps = {
  /** The first 6 episodes (SPEC §2, `episodeListCards`), or more on the All Episodes tab. */
  episodes: EpisodeCard[];
  /** The id of the card at `index`, where a link takes the visitor to a card. */
  cardId?: (index: number) => string;
  /** Named in the message shown while there are no episodes. */
  source: EpisodeSourceKind;
};

/**
 * SPEC §2 grid: the episodes it is given, each linking to its page, or SPEC §8's message while
 * there are none. The tour's "episodes-grid" anchor either way.
 */
export function EpisodeGrid({ episodes, cardId, source }: EpisodeGridProps) {
  if (episodes.length === 0) {
    return (
      <div
        data-tour="episodes-grid"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-200 bg-white/70 px-6 py-12 text-center"
      >
        <CloudOff aria-hidden="true" className="size-8 text-brand-blue" />
        <p className="max-w-md text-lg text-slate-700">{gridCopy.unavailable(source)}</p>
      </div>
    );
  }
  return (
    <ul data-tour="episodes-grid" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {episodes.map((episode, index) => (
        <EpisodeGridCard key={episode.id} episode={episode} id={cardId?.(index)} />
      ))}
    </ul>
  );
}
