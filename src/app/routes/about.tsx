import type { Route } from "./+types/about";
import { AboutHero } from "../components/about/about-hero.tsx";
import { AudienceList } from "../components/about/audience-list.tsx";
import { ClosingCallToAction } from "../components/about/closing-call-to-action.tsx";
import { DiscoverCards } from "../components/about/discover-cards.tsx";
import { MovementQuote } from "../components/about/movement-quote.tsx";
import { WhyBehindTheMic } from "../components/about/why-behind-the-mic.tsx";
import { aboutMeta } from "../content/about.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { hostPersonLd, organizationLd } from "../lib/structured-data.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    title: aboutMeta.title,
    description: aboutMeta.description,
    path: paths.about,
    jsonLd: [organizationLd(baseUrl), hostPersonLd(baseUrl)],
  });
};

/** SPEC §2 "About the podcast". */
export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <WhyBehindTheMic />
      <DiscoverCards />
      <AudienceList />
      <MovementQuote />
      <ClosingCallToAction />
    </>
  );
}
