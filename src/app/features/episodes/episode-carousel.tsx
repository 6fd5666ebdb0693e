import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from "#app/components/ui/icons.tsx";
import { startTransition, useEffect, useReducer, useState } from "react";
import { Link } from "react-router";
import { wrapIndex } from "#shared/episodes/carousel.ts";
import { gridCategory } from "#shared/episodes/categories.ts";
import { CAROUSEL_DOT_COUNT, CAROUSEL_INTERVAL_MS } from "#shared/episodes/constants.ts";
import { episodeArtwork, type EpisodeCard } from "#shared/episodes/episode-card.ts";
import { formatLongDate } from "#shared/dates.ts";
import { paths } from "#shared/site-paths.ts";
import { carouselCopy } from "#app/content/episode-lists.ts";
import { useHoverFocusHold } from "#app/hooks/use-hover-focus-hold.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { PlayEpisodeLink } from "./play-episode-link.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { EpisodeArtwork } from "#app/components/ui/episode-artwork.tsx";

/**
 * SPEC §2 / §4 Carousel: one of the first 5 episodes at a time, advancing every 5 s and wrapping;
 * previous, next or a dot stops auto-play and the toggle resumes it. The slide does not animate for
 * visitors who ask for reduced motion. Auto-play also holds while the pointer rests on the slide or
 * focus is inside it: moving on would make the slide in use inert, and focus would fall to the page.
 */
export function EpisodeCarousel({ episodes, label }: { episodes: EpisodeCard[]; label: string }) {
  const slides = episodes.slice(0, CAROUSEL_DOT_COUNT);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  const { held, holdHandlers } = useHoverFocusHold<HTMLDivElement>();
  const advancing = autoPlay && !held;
  // The page's HTML carries only the first slide: the others are hidden until the carousel moves,
  // and drawing four more episodes would add some 12 KB to every page that shows it. Hydration
  // renders the same first slide, so server and browser agree. The others (and their empty
  // frames) are drawn from the loader data right after, as a transition React does in short
  // slices, not in one long task as the page starts (decision 028), or at once with the
  // carousel's first move.
  const [otherSlidesDrawn, drawOtherSlides] = useReducer(() => true, false);
  useEffect(() => startTransition(drawOtherSlides), []);

  useEffect(() => {
    if (!advancing || count < 2) return;
    const timer = window.setInterval(() => {
      drawOtherSlides();
      setCurrent((index) => wrapIndex(index + 1, count));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [advancing, count]);

  if (count === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-brand-blue/30 bg-white p-10 text-center text-lg text-slate-700">
        {carouselCopy.empty}
      </p>
    );
  }

  const showSlide = (index: number) => {
    setAutoPlay(false);
    drawOtherSlides();
    setCurrent(wrapIndex(index, count));
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} className="mx-auto max-w-5xl">
      {/* The controls below are outside: 'Resume Auto-play' must resume with the pointer and focus on it. */}
      <div {...holdHandlers} className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-amber-100">
        <div
          aria-live={advancing ? "off" : "polite"}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map(
            (episode, index) =>
              (index === current || otherSlidesDrawn) && (
                <div
                  key={episode.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  aria-hidden={index !== current}
                  inert={index !== current}
                  className="carousel-slide"
                >
                  <EpisodeSlide episode={episode} />
                </div>
              ),
          )}
        </div>
      </div>

      <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <div className="flex items-center gap-3">
          {/* The controls need the page's script: a press made before it runs is carried out then. */}
          <ReadyButton
            aria-label={carouselCopy.previous}
            onPress={() => showSlide(current - 1)}
            className="carousel-arrow"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </ReadyButton>
          <div className="flex items-center">
            {slides.map((episode, index) => (
              <ReadyButton
                key={episode.id}
                aria-label={`Show episode ${index + 1}`}
                aria-current={index === current ? "true" : undefined}
                onPress={() => showSlide(index)}
                className="carousel-dot"
              >
                {/* Drawn by .carousel-dot in app.css: longer and blue for the current episode. */}
                <span aria-hidden="true" />
              </ReadyButton>
            ))}
          </div>
          <ReadyButton
            aria-label={carouselCopy.next}
            onPress={() => showSlide(current + 1)}
            className="carousel-arrow"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </ReadyButton>
        </div>
        <ReadyButton
          onPress={() => setAutoPlay((playing) => !playing)}
          className={buttonClasses({ variant: "ghost", size: "sm" })}
        >
          {autoPlay ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {autoPlay ? carouselCopy.pause : carouselCopy.resume}
        </ReadyButton>
      </div>
    </section>
  );
}

/** One slide's artwork, date, title, summary and links. */
function EpisodeSlide({ episode }: { episode: EpisodeCard }) {
  return (
    <>
      <div className="relative aspect-video bg-brand-blue-dark md:aspect-auto md:min-h-80">
        <EpisodeArtwork
          key={episodeArtwork(episode)}
          src={episodeArtwork(episode)}
          className="absolute inset-0 h-full w-full"
          fit="contain"
          iconClassName="size-16"
        />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={gridCategory(episode.name)} />
          <time dateTime={episode.releaseDate}>{formatLongDate(episode.releaseDate)}</time>
        </div>
        <h3 className="mt-4 text-2xl leading-snug font-bold [overflow-wrap:anywhere] text-ink sm:text-3xl">
          {episode.name}
        </h3>
        <p className="mt-4 leading-relaxed text-slate-700">{episode.summary}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {/* A link, so it opens the episode before the page's script has run too. */}
          <PlayEpisodeLink episode={episode} className={buttonClasses({ variant: "gold", size: "md" })}>
            <Play aria-hidden="true" className="size-5 fill-current" />
            {carouselCopy.listen}
            <span className="sr-only">: {episode.name}</span>
          </PlayEpisodeLink>
          <Link to={paths.episode(episode.id)} className={buttonClasses({ variant: "outline", size: "md" })}>
            {carouselCopy.details}
            <span className="sr-only">: {episode.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </>
  );
}
