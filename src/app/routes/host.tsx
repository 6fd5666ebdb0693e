import type { Route } from "./+types/host";
import {
  HostCallToAction,
  HostHero,
  HostQuote,
  HostStats,
  MissionVision,
  VenturesGrid,
} from "#app/features/about/index.ts";
import { brand } from "#shared/content/brand.ts";
import { hostMeta } from "#app/content/host.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { hostPersonLd, organizationLd } from "#app/lib/structured-data.ts";

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
