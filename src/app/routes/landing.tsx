import type { Route } from "./+types/landing";
import { GuideOfferHero, useLandingRedirect } from "#app/features/landing/index.ts";
import { MAIN_CONTENT_ID, SkipLink } from "#app/components/ui/skip-link.tsx";
import { landingMeta } from "#app/content/landing.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { signUpActionFor } from "#app/lib/sign-up-action.server.ts";
import { paths } from "#shared/site-paths.ts";

/** The guide form posted before the page's script ran (`sign-up-action.server.ts`). */
export const action = signUpActionFor("landing");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: landingMeta.title, description: landingMeta.description, path: paths.landing });

/**
 * SPEC §2: the landing page stands outside the site layout, so it has no header or footer; it keeps
 * the skip link every page has. Returning visitors and crawlers are sent on to /home once the page
 * has hydrated.
 */
export default function LandingPage() {
  useLandingRedirect();
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <GuideOfferHero />
      </main>
    </>
  );
}
