import type { Route } from "./+types/home";
import { CommunitySignUp } from "../components/home/community-sign-up.tsx";
import { FeaturedEpisode } from "../components/home/featured-episode.tsx";
import { HomeHero } from "../components/home/home-hero.tsx";
import { ListenAndConnect } from "../components/home/listen-and-connect.tsx";
import { NewsletterSignUp } from "../components/home/newsletter-sign-up.tsx";
import { RecentEpisodes } from "../components/home/recent-episodes.tsx";
import { RecentListening } from "../components/home/recent-listening.tsx";
import { RecommendedEpisodes } from "../components/home/recommended-episodes.tsx";
import { WelcomePillars } from "../components/home/welcome-pillars.tsx";
import { brand } from "../content/brand.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { organizationLd, podcastSeriesLd } from "../lib/structured-data.ts";
import { episodeListCards } from "../../shared/episodes/episode-card.ts";
import { paths } from "../../shared/site-paths.ts";
import { signUpActionFor } from "../lib/sign-up-action.server.ts";

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
