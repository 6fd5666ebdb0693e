import { useLocation } from "react-router";
import type { Route } from "./+types/episodes";
import {
  EPISODE_TABS,
  EpisodeTabs,
  type EpisodeTab,
  EpisodeThemes,
  EpisodesHero,
} from "#app/features/episodes/index.ts";
import { brand } from "#shared/content/brand.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { podcastSeriesLd } from "#app/lib/structured-data.ts";
import { episodeListCards } from "#shared/episodes/episode-card.ts";
import { shownEpisodeCount } from "#shared/episodes/grid-pages.ts";
import { paths } from "#shared/site-paths.ts";

function isEpisodeTab(value: string | null): value is EpisodeTab {
  return (EPISODE_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The carousel's and grid's cards (as many as the All Episodes tab shows), plus each episode's
 * Spotify link: the History tab replays any episode, and history entries do not store their link
 * (SPEC §3).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const episodes = context.episodes.list();
  const query = new URL(request.url).searchParams;
  const tab = query.get("tab");
  const shownEpisodes = shownEpisodeCount(query.get("shown"), episodes.length);
  return {
    episodes: episodeListCards(episodes, shownEpisodes),
    shownEpisodes,
    episodeCount: episodes.length,
    episodeSource: context.episodeSource,
    spotifyLinks: Object.fromEntries(
      episodes.flatMap((episode) => (episode.spotifyUrl ? [[episode.id, episode.spotifyUrl]] : [])),
    ) as Record<string, string>,
    initialTab: isEpisodeTab(tab) ? tab : "recommendations",
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Podcast Episodes",
    description: `Browse every episode of ${brand.showName} and listen on Spotify, Apple Podcasts or YouTube.`,
    path: paths.episodes,
    jsonLd: [podcastSeriesLd(baseUrlFrom(matches))],
  });

/** SPEC §2 episodes: the hero, then Recommendations, All Episodes and Your History tabs. */
export default function EpisodesPage({ loaderData }: Route.ComponentProps) {
  // Each arrival opens the tab its address names: the tabs keep their own choice meanwhile and
  // write it into the address without the router (EpisodeTabs), so its location would not say.
  const { key } = useLocation();
  return (
    <>
      <EpisodesHero />
      <EpisodeTabs
        key={key}
        episodes={loaderData.episodes}
        spotifyLinks={loaderData.spotifyLinks}
        initialTab={loaderData.initialTab}
        shownEpisodes={loaderData.shownEpisodes}
        episodeCount={loaderData.episodeCount}
        episodeSource={loaderData.episodeSource}
      />
      <EpisodeThemes />
    </>
  );
}
