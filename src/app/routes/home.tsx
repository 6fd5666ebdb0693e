import type { Route } from "./+types/home";
import { HomeHero } from "../components/home/home-hero.tsx";
import { ListenAndConnect } from "../components/home/listen-and-connect.tsx";
import { WelcomePillars } from "../components/home/welcome-pillars.tsx";
import { brand } from "../content/brand.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { organizationLd, podcastSeriesLd } from "../lib/structured-data.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    description: brand.heroDescription,
    path: paths.home,
    jsonLd: [podcastSeriesLd(baseUrl), organizationLd(baseUrl)],
  });
};

/** SPEC §2 home. The episode sections and sign-up forms arrive with their features. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WelcomePillars />
      <ListenAndConnect />
    </>
  );
}
