import type { Route } from "./+types/home";
import {
  CommunitySignUp,
  FeaturedEpisode,
  HomeHero,
  ListenAndConnect,
  NewsletterSignUp,
  RecentEpisodes,
  RecentListening,
  RecommendedEpisodes,
  WelcomePillars,
} from "#app/features/home/index.ts";
import { brand } from "#shared/content/brand.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { organizationLd, podcastSeriesLd } from "#app/lib/structured-data.ts";
import { episodeListCards } from "#shared/episodes/episode-card.ts";
import { paths } from "#shared/site-paths.ts";
import { signUpActionFor } from "#app/lib/sign-up-action.server.ts";

/** The first episodes as small cards: the featured one, the carousel's and the grid's (SPEC §2). */
export function loader({ context }: Route.LoaderArgs) {
  return { episodes: episodeListCards(context.episodes.list()), episodeSource: context.episodeSource };
}

/** A sign-up form posted before the page's script ran (`sign-up-action.server.ts`). */
export const action = signUpActionFor("newsletter", "community");

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    description: brand.heroDescription,
    path: paths.home,
    jsonLd: [podcastSeriesLd(baseUrl), organizationLd(baseUrl)],
  });
};

/** SPEC §2 home. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { episodes, episodeSource } = loaderData;
  return (
    <>
      <HomeHero />
      <FeaturedEpisode episode={episodes[0]} />
      <WelcomePillars />
      <RecommendedEpisodes episodes={episodes} />
      <RecentEpisodes episodes={episodes} source={episodeSource} />
      <RecentListening />
      <CommunitySignUp />
      <NewsletterSignUp />
      <ListenAndConnect />
    </>
  );
}
