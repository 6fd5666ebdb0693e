import { useEffect, useState, type ComponentType } from "react";
import { PLAYER_SCROLL_THRESHOLD_PX } from "../../../shared/episodes/constants.ts";
import type { PlayerEpisode } from "./player-episode.ts";
import { useFloatingPlayerRevealed } from "./player-reveal.ts";

type FloatingPlayerComponent = ComponentType<{ episodes: PlayerEpisode[] }>;

let loaded: FloatingPlayerComponent | undefined;

/** Fetches the floating player's code; the guided tour calls it before its player step. */
export async function loadFloatingPlayer(): Promise<void> {
  loaded ??= (await import("./floating-player.tsx")).FloatingPlayer;
}

/**
 * Where the floating player (SPEC §4) lives. The bar is hidden until the page is scrolled past
 * 500 px or the tour brings it up, so its code is fetched then, not with the first load; from
 * then on it stays mounted.
 */
export function FloatingPlayerSlot({ episodes }: { episodes: PlayerEpisode[] }) {
  const revealed = useFloatingPlayerRevealed();
  const [wanted, setWanted] = useState(false);
  const [, setLoadedNow] = useState(false);
  if (revealed && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      if (window.scrollY > PLAYER_SCROLL_THRESHOLD_PX) setWanted(true);
    };
    // A page opened mid-way is already past the threshold.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [wanted]);

  // Read at render, so the tour's synchronous reveal shows a player whose code it has fetched.
  const Player = wanted ? loaded : undefined;
  useEffect(() => {
    if (!wanted || Player) return;
    loadFloatingPlayer().then(
      () => setLoadedNow(true),
      (error: unknown) => console.warn("The floating player could not be loaded", error),
    );
  }, [wanted, Player]);

  if (episodes.length === 0) return null;
  return (
    <>
      {Player && <Player episodes={episodes} />}
      {/* Room below the footer, so the bar never hides its last lines. */}
      <div aria-hidden="true" className="h-16 bg-brand-blue-dark sm:h-24" />
    </>
  );
}
