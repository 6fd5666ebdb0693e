import { data } from "react-router";
import type { Route } from "./+types/episode";
import { EpisodeNotFound } from "../components/episodes/episode-not-found.tsx";
import { pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

// No episode catalogue exists yet, so every id is unknown and answers 404 (SPEC §8).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Episode not found",
    description: "This episode could not be found. It may have been removed or the link may be incorrect.",
    path: paths.episode(params.episodeId),
    noindex: true,
  });

export default function EpisodePage() {
  return <EpisodeNotFound />;
}
