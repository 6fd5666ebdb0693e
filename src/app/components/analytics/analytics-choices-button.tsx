import { useRouteLoaderData } from "react-router";
import { analyticsConsentCopy as copy } from "#app/content/analytics-consent.ts";
import { setAnalyticsConsent, useAnalyticsConsent } from "#app/lib/analytics-consent.ts";

/**
 * The footer's way back to the analytics question: clears the answer so the banner asks again.
 * Shown only on a site with a measurement id, once the visitor has answered.
 */
export function AnalyticsChoicesButton({ className }: { className: string }) {
  const root = useRouteLoaderData("root") as { analyticsMeasurementId?: string | null } | undefined;
  const consent = useAnalyticsConsent();
  if (!root?.analyticsMeasurementId || (consent !== "granted" && consent !== "denied")) return null;
  return (
    <button type="button" className={className} onClick={() => setAnalyticsConsent(null)}>
      {copy.reopen}
    </button>
  );
}
