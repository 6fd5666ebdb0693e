import type { Route } from "./+types/episodes";
import { EpisodeThemes } from "../components/episodes/episode-themes.tsx";
import { EpisodesHero } from "../components/episodes/episodes-hero.tsx";
import { brand } from "../content/brand.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { podcastSeriesLd } from "../lib/structured-data.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Podcast Episodes",
    description: `Browse every episode of ${brand.showName} and listen on Spotify, Apple Podcasts or YouTube.`,
    path: paths.episodes,
    jsonLd: [podcastSeriesLd(baseUrlFrom(matches))],
  });

/** SPEC §2 episodes. The carousel, grid and history tabs arrive with the episode catalogue. */
export default function EpisodesPage() {
  return (
    <>
      <EpisodesHero />
      <EpisodeThemes />
    </>
  );
}
