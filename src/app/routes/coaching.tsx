import type { Route } from "./+types/coaching";
import { BlueprintPillars } from "../components/coaching/blueprint-pillars.tsx";
import { ClientTestimonials } from "../components/coaching/client-testimonials.tsx";
import { ClosingCall } from "../components/coaching/closing-call.tsx";
import { CoachingHero } from "../components/coaching/coaching-hero.tsx";
import { HostStory } from "../components/coaching/host-story.tsx";
import { ProgramPriceCard } from "../components/coaching/program-price-card.tsx";
import { usePaymentSuccessToast } from "../components/coaching/use-payment-success-toast.tsx";
import { brand } from "../content/brand.ts";
import { coachingMeta } from "../content/coaching.ts";
import { baseUrlFrom, pageMeta } from "../lib/meta.ts";
import { organizationLd } from "../lib/structured-data.ts";
import { paths } from "../../shared/site-paths.ts";

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

/** SPEC §2 Coaching. The purchase dialog arrives with payments; the discovery call is the call to action. */
export default function CoachingPage() {
  usePaymentSuccessToast();
  return (
    <>
      <CoachingHero />
      <HostStory />
      <BlueprintPillars />
      <ClientTestimonials />
      <ProgramPriceCard />
      <ClosingCall />
    </>
  );
}
