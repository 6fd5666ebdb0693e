import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import type { PlayableEpisode } from "./use-play-episode.ts";

/**
 * Play buttons for pages that must stay light on first load (Home: tests/e2e/page-budget.spec.ts).
 * usePlayEpisode brings the listening-history module and its schema library; this loads it on the
 * first press and then plays through it, so SPEC §4 Episode play stays in one place.
 */
const PlayRequestRunner = lazy(() => import("./play-request-runner.tsx"));

export type PlayRequest = { episode: PlayableEpisode; id: number };

/** Returns the play function and the element that must be rendered for it to work. */
export function usePlayOnDemand(): [play: (episode: PlayableEpisode) => void, runner: ReactNode] {
  const [request, setRequest] = useState<PlayRequest | null>(null);
  const play = useCallback((episode: PlayableEpisode) => {
    setRequest((previous) => ({ episode, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const runner = request && (
    <Suspense fallback={null}>
      <PlayRequestRunner request={request} />
    </Suspense>
  );
  return [play, runner];
}
