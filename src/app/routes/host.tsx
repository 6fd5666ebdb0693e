import type { Route } from "./+types/host";
import { HostCallToAction } from "../components/host/host-call-to-action.tsx";
import { HostHero } from "../components/host/host-hero.tsx";
import { HostQuote } from "../components/host/host-quote.tsx";
import { HostStats } from "../components/host/host-stats.tsx";
import { MissionVision } from "../components/host/mission-vision.tsx";
import { VenturesGrid } from "../components/host/ventures-grid.tsx";
import { brand } from "../content/brand.ts";
import { hostMeta } from "../content/host.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { hostPersonLd, organizationLd } from "../lib/structured-data.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    title: hostMeta.title,
    description: hostMeta.description,
    path: `/${brand.host.slug}`,
    type: "profile",
    jsonLd: [hostPersonLd(baseUrl), organizationLd(baseUrl)],
  });
};

/** SPEC §2 "Host biography page", served at the host's hyphenated name. */
export default function HostPage() {
  return (
    <>
      <HostHero />
      <HostStats />
      <VenturesGrid />
      <HostQuote />
      <MissionVision />
      <HostCallToAction />
    </>
  );
}
