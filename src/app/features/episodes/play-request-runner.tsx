import { useEffect, useRef } from "react";
import type { PlayRequest } from "./play-on-demand.tsx";
import { usePlayEpisode } from "./use-play-episode.ts";

/** Plays each new request once (the id guards against effects that run twice in development). */
export default function PlayRequestRunner({ request }: { request: PlayRequest }) {
  const play = usePlayEpisode();
  const played = useRef(0);
  useEffect(() => {
    if (played.current === request.id) return;
    played.current = request.id;
    play(request.episode);
  }, [play, request]);
  return null;
}
