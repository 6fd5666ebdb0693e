import type { Route } from "./+types/coaching";
import {
  BlueprintPillars,
  ClientTestimonials,
  ClosingCall,
  CoachingHero,
  HostStory,
  ProgramPriceCard,
  usePaymentSuccessToast,
} from "#app/features/coaching/index.ts";
import { brand } from "#shared/content/brand.ts";
import { coachingMeta } from "#app/content/coaching.ts";
import { baseUrlFrom, pageMeta } from "#app/lib/meta.ts";
import { organizationLd } from "#app/lib/structured-data.ts";
import { paths } from "#shared/site-paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  return pageMeta(matches, {
    title: coachingMeta.title,
    description: coachingMeta.description,
    path: paths.coaching,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: brand.coaching.programName,
        serviceType: "Life and business coaching",
        description: coachingMeta.description,
        url: `${baseUrl}${paths.coaching}`,
        provider: { "@type": "Person", name: brand.host.name },
        offers: {
          "@type": "Offer",
          price: (brand.coaching.priceCents / 100).toFixed(2),
          priceCurrency: "USD",
        },
      },
      organizationLd(baseUrl),
    ],
  });
};

/** The card form the purchase dialog shows: the sandbox, or Stripe with its publishable key (SPEC §7). */
export function loader({ context }: Route.LoaderArgs) {
  return { payments: context.payments };
}

/**
 * SPEC §2 Coaching. The hero, the price card and the closing section each carry a 'ready' button
 * that opens the purchase dialog (SPEC §4); the free discovery call sits beside them.
 */
export default function CoachingPage({ loaderData }: Route.ComponentProps) {
  const { payments } = loaderData;
  usePaymentSuccessToast();
  return (
    <>
      <CoachingHero payments={payments} />
      <HostStory />
      <BlueprintPillars />
      <ClientTestimonials />
      <ProgramPriceCard payments={payments} />
      <ClosingCall payments={payments} />
    </>
  );
}
