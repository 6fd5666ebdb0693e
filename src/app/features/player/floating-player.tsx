import { ChevronLeft, ChevronRight, Play, X } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useMatches } from "react-router";
import { playerCopy } from "#app/content/episode-detail.ts";
import { useListeningHistory, usePlayEpisode } from "#app/features/episodes/index.ts";
import { useImageFailed } from "#app/hooks/use-image-failed.ts";
import { MAIN_CONTENT_ID } from "#app/components/ui/skip-link.tsx";
import { PLAYER_SCROLL_THRESHOLD_PX, PLAYER_TITLE_LIMIT } from "#shared/episodes/constants.ts";
import { cutText } from "#shared/episodes/text.ts";
import type { PlayerEpisode } from "#shared/episodes/player-episode.ts";
import { useFloatingPlayerRevealed } from "./player-reveal.ts";
import { useAudioPlayer } from "./audio-player.ts";

const roundButton =
  "flex size-9 sm:size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-light";

/**
 * SPEC §4 Floating player: shows once the page is scrolled past 500 px; close hides it until the
 * next scroll event; previous and next wrap around; play opens the episode on Spotify. The guided
 * tour can bring it up at once (see player-reveal.ts). Mounted by `FloatingPlayerSlot` once wanted.
 */
export function FloatingPlayer({ episodes }: { episodes: PlayerEpisode[] }) {
  const [scrolledFar, setScrolledFar] = useState(false);
  const [closed, setClosed] = useState(false);
  const [index, setIndex] = useCurrentEpisodeIndex(episodes);
  const revealed = useFloatingPlayerRevealed();
  const [wasRevealed, setWasRevealed] = useState(revealed);
  const bar = useRef<HTMLElement>(null);
  /** The element focus was on before it came into the bar: closing gives it back there. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const play = usePlayEpisode();
  // While an episode plays on the site its own bar takes the bottom of the screen (decision 024).
  const audioLoaded = useAudioPlayer().episode !== null;

  // The tour bringing the bar up reopens it if it was closed.
  if (revealed !== wasRevealed) {
    setWasRevealed(revealed);
    if (revealed) setClosed(false);
  }

  useEffect(() => {
    const onScroll = () => {
      setClosed(false);
      setScrolledFar(window.scrollY > PLAYER_SCROLL_THRESHOLD_PX);
    };
    // Mounted hidden: computing that style first lets the bar slide in rather than appear.
    bar.current?.getBoundingClientRect();
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const episode = episodes[index % Math.max(episodes.length, 1)];
  if (!episode) return null;
  const shown = (scrolledFar || revealed) && !closed && !audioLoaded;
  const step = (by: number) => setIndex((current) => (current + by + episodes.length) % episodes.length);
  const title = cutText(episode.name, PLAYER_TITLE_LIMIT);
  // The closed bar is inert, so its close button cannot keep focus: it goes back to where it came
  // into the bar from (the footer's last link, for a visitor tabbing on), so the next Tab carries on
  // from there; else to the main content. Without scrolling, which would bring the bar back.
  const close = () => {
    const back = cameFrom.current;
    back?.focus({ preventScroll: true });
    // Gone or hidden meanwhile (a closed menu's link), it could not take focus back.
    if (!back || document.activeElement !== back) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
    setClosed(true);
  };
  const isInBar = (node: EventTarget | null) => node instanceof Node && !!bar.current?.contains(node);
  const noteWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    if (isInBar(event.relatedTarget)) return; // a move within the bar
    cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
  };
  // Focus gone elsewhere: a close by pointer later (which focuses nothing in some browsers) must
  // not send it back to where it was before.
  const forgetWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!isInBar(event.relatedTarget)) cameFrom.current = null;
  };

  return (
    <section
      ref={bar}
      onFocus={noteWhereFocusCameFrom}
      onBlur={forgetWhenFocusLeaves}
      aria-label={playerCopy.region}
      data-tour="podcast-player"
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-40 sm:inset-x-auto ${revealed ? "" : "transition-[translate,opacity,visibility] duration-300 motion-reduce:transition-none"} sm:bottom-5 sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 ${
        shown
          ? "visible translate-y-0 opacity-100"
          : "invisible translate-y-full opacity-0 sm:translate-y-[150%]"
      }`}
    >
      <div className="flex items-center gap-3 border-t-2 border-brand-gold bg-gradient-to-r from-brand-blue-dark to-brand-blue px-3 py-2.5 text-white shadow-[0_-8px_30px_rgba(15,29,74,0.35)] sm:rounded-full sm:border-2 sm:py-2 sm:pr-2 sm:pl-2">
        <PlayerCover src={episode.thumbnail} />
        <div className="min-w-0 flex-1">
          {/* Left out on the narrowest phones, where it would take the title's room. */}
          <p className="text-[0.7rem] font-semibold tracking-[0.15em] text-brand-gold-light uppercase max-[359px]:hidden">
            {playerCopy.nowPlaying}
          </p>
          {/* Read out as previous or next changes it; the bar out of sight (aria-hidden) says nothing. */}
          <p
            aria-live="polite"
            className="line-clamp-2 text-sm leading-snug font-semibold sm:line-clamp-1"
            data-testid="player-title"
            title={episode.name}
          >
            {title}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <button
            type="button"
            aria-label={playerCopy.previous}
            onClick={() => step(-1)}
            className={`${roundButton} hover:bg-white/15`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={playerCopy.play(episode.name)}
            onClick={() => play({ ...episode, youtubeThumbnail: null })}
            className={`${roundButton} bg-brand-gold text-ink hover:bg-brand-gold-light`}
          >
            <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
          </button>
          <button
            type="button"
            aria-label={playerCopy.next}
            onClick={() => step(1)}
            className={`${roundButton} hover:bg-white/15`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={playerCopy.close}
            onClick={close}
            className={`${roundButton} text-blue-100 hover:bg-white/15 hover:text-white`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Which of the episodes the bar shows (SPEC §4 "the current episode"): the one the page is about,
 * else the one the visitor last played, else the newest. Opening another episode's page or playing
 * an episode anywhere brings the bar to it; previous and next move on from there.
 */
function useCurrentEpisodeIndex(episodes: PlayerEpisode[]) {
  const viewedId = useMatches().at(-1)?.params.episodeId;
  const lastPlayed = useListeningHistory()?.[0];
  // A replay of the same episode is a new play too: it moves the bar back to it.
  const playKey = lastPlayed && `${lastPlayed.id} ${lastPlayed.listenedAt}`;
  const indexOf = (id: string | undefined) => episodes.findIndex((episode) => episode.id === id);
  const [index, setIndex] = useState(() => {
    const viewed = indexOf(viewedId);
    return viewed >= 0 ? viewed : Math.max(indexOf(lastPlayed?.id), 0);
  });
  const [followed, setFollowed] = useState({ viewedId, playKey });
  if (followed.viewedId !== viewedId || followed.playKey !== playKey) {
    setFollowed({ viewedId, playKey });
    const moved = indexOf(followed.playKey !== playKey ? lastPlayed?.id : viewedId);
    if (moved >= 0) setIndex(moved);
  }
  return [index, setIndex] as const;
}

/** The episode's cover, or a plain tile when it has none or it fails to load. */
function PlayerCover({ src }: { src: string | null }) {
  const { failed, imageProps } = useImageFailed(src);
  if (failed || !src) {
    return (
      <span
        data-testid="player-cover-fallback"
        aria-hidden="true"
        className="size-11 shrink-0 rounded-lg bg-white/15 sm:size-12 sm:rounded-full"
      />
    );
  }
  return (
    <img
      {...imageProps}
      src={src}
      alt=""
      width={48}
      height={48}
      className="size-11 shrink-0 rounded-lg object-cover ring-2 ring-brand-gold-light/60 sm:size-12 sm:rounded-full"
    />
  );
}
