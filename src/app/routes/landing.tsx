import type { Route } from "./+types/landing";
import { GuideOfferHero } from "../components/landing/guide-offer-hero.tsx";
import { MAIN_CONTENT_ID } from "../components/layout/skip-link.tsx";
import { landingMeta } from "../content/landing.ts";
import { pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: landingMeta.title, description: landingMeta.description, path: paths.landing });

/** SPEC §2: the landing page stands outside the site layout, so it has no header or footer. */
export default function LandingPage() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <GuideOfferHero />
    </main>
  );
}
