import type { Route } from "./+types/about";
import {
  AboutHero,
  AudienceList,
  ClosingCallToAction,
  DiscoverCards,
  MovementQuote,
  WhyBehindTheMic,
} from "#app/features/about/index.ts";
import { aboutMeta } from "#app/content/about.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { hostPersonLd, organizationLd } from "#app/lib/structured-data.ts";
import { paths } from "#shared/site-paths.ts";

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
