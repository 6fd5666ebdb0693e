import { useEffect, useState, type ComponentType } from "react";
import { PLAYER_SCROLL_THRESHOLD_PX } from "#shared/episodes/constants.ts";
import type { PlayerEpisode } from "#shared/episodes/player-episode.ts";
import { useFloatingPlayerRevealed } from "./player-reveal.ts";

type LoadedPlayer = { Player: ComponentType<{ episodes: PlayerEpisode[] }>; episodes: PlayerEpisode[] };

/** After a failed fetch, how long until a scroll tries again. */
const RETRY_AFTER_MS = 10_000;

let loaded: LoadedPlayer | undefined;
let loading: Promise<void> | undefined;

// A plain fetch: the shared API client would add its code to every page's first load.
async function fetchPlayerEpisodes(): Promise<{ episodes: PlayerEpisode[] }> {
  const response = await fetch("/api/player/episodes");
  if (!response.ok) throw new Error(`${response.status}: the player's episode list could not be fetched`);
  return (await response.json()) as { episodes: PlayerEpisode[] };
}

/**
 * Fetches the floating player's code and its episode list together; the guided tour calls it
 * before its player step. A failed fetch may be tried again.
 */
export function loadFloatingPlayer(): Promise<void> {
  loading ??= Promise.all([import("./floating-player.tsx"), fetchPlayerEpisodes()]).then(
    ([module, { episodes }]) => {
      loaded = { Player: module.FloatingPlayer, episodes };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Where the floating player (SPEC §4) lives. The bar is hidden until the page is scrolled past
 * 500 px or the tour brings it up, so its code and its episode list are fetched then, not with
 * the page; from then on it stays mounted. A failed fetch (a dropped connection) is tried again
 * on a scroll at least 10 s later. `hasEpisodes` (from the layout's loader) keeps the room below the
 * footer only on a site that has episodes to play.
 */
export function FloatingPlayerSlot({ hasEpisodes }: { hasEpisodes: boolean }) {
  const revealed = useFloatingPlayerRevealed();
  const [wanted, setWanted] = useState(false);
  const [, setLoadedNow] = useState(false);
  // After a failure only a scroll tries again, and not before RETRY_AFTER_MS: a page left open
  // does not fetch in a loop, nor does scrolling while offline fetch on every scroll event.
  const [failedAt, setFailedAt] = useState<number>();
  // The tour's reveal, unless a fetch failed that the tour's own has not made good since.
  if (revealed && !wanted && (!failedAt || loaded)) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      // Before any failure, failedAt is undefined, the difference NaN and the comparison false.
      if (window.scrollY > PLAYER_SCROLL_THRESHOLD_PX && !(Date.now() - failedAt! < RETRY_AFTER_MS))
        setWanted(true);
    };
    // A page opened mid-way is already past the threshold.
    if (!failedAt) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [wanted, failedAt]);

  // Read at render, so the tour's synchronous reveal shows a player it has fetched.
  const player = wanted ? loaded : undefined;
  useEffect(() => {
    if (!wanted || player) return;
    loadFloatingPlayer().then(
      () => {
        setFailedAt(undefined);
        setLoadedNow(true);
      },
      (error: unknown) => {
        console.warn("The floating player could not be loaded", error);
        setFailedAt(Date.now());
        setWanted(false);
      },
    );
  }, [wanted, player]);

  if (!hasEpisodes) return null;
  return (
    <>
      {player && player.episodes.length > 0 && <player.Player episodes={player.episodes} />}
      {/* Room below the footer, so the bar never hides its last lines. */}
      <div aria-hidden="true" className="h-16 bg-brand-blue-dark sm:h-24" />
    </>
  );
}
