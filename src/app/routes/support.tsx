import { useLocation } from "react-router";
import type { Route } from "./+types/support";
import { SupportHero } from "../components/support/support-hero.tsx";
import { SupportTabs } from "../components/support/support-tabs.tsx";
import { supportMeta } from "../content/support.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { organizationLd } from "../lib/structured-data.ts";
import { paths } from "../../shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: supportMeta.title,
    description: supportMeta.description,
    path: paths.support,
    jsonLd: [organizationLd(baseUrlFrom(matches))],
  });

/** SPEC §2 Support. Donation dialogs and the ?donation=success return arrive with payments. */
export default function SupportPage() {
  const location = useLocation();
  return (
    <>
      <SupportHero />
      {/* Keyed on the location: following a link to ?tab=sponsor while on this page opens that tab. */}
      <SupportTabs key={location.key} />
    </>
  );
}
