import { Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { connectGoogleAnalytics, disconnectGoogleAnalytics, trackPageView } from "#app/lib/analytics.ts";
import { useAnalyticsConsent } from "#app/lib/analytics-consent.ts";
import { lazyWithFallback, RenderNothing } from "#app/components/ui/lazy-with-fallback.tsx";

// Fetched only on a site with a measurement id, for a visitor who has not answered yet.
const AnalyticsConsentBanner = lazyWithFallback(
  () => import("./analytics-consent-banner.tsx"),
  RenderNothing,
);

/**
 * Reports each page a visitor sees (SPEC §7), after it has rendered so the title is the new page's.
 * With a measurement id, Google Analytics is connected once the visitor allows it (asked in a
 * banner) and disconnected if they change their mind. The owner's admin dashboard is not a
 * visitor's page: it is never reported and never asks.
 */
export function PageViewReporter({ measurementId }: { measurementId: string | null }) {
  const { pathname, search } = useLocation();
  const consent = useAnalyticsConsent();
  const reported = pathname !== paths.admin;

  useEffect(() => {
    if (reported) trackPageView();
  }, [pathname, search, reported]);

  useEffect(() => {
    if (!measurementId || !reported) return;
    if (consent === "granted") connectGoogleAnalytics(measurementId);
    if (consent === "denied") disconnectGoogleAnalytics(measurementId);
  }, [consent, measurementId, reported]);

  if (!measurementId || !reported || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsConsentBanner />
    </Suspense>
  );
}
