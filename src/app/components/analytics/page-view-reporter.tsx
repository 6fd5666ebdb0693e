import { useEffect } from "react";
import { useLocation } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { connectGoogleAnalytics, trackPageView } from "../../lib/analytics.ts";

/**
 * Reports each page a visitor sees (SPEC §7), after it has rendered so the title is the new page's;
 * with a measurement id, Google Analytics is connected on the first one. The owner's admin
 * dashboard is not a visitor's page and is never reported.
 */
export function PageViewReporter({ measurementId }: { measurementId: string | null }) {
  const { pathname, search } = useLocation();
  const reported = pathname !== paths.admin;
  useEffect(() => {
    if (!reported) return;
    if (measurementId) connectGoogleAnalytics(measurementId);
    trackPageView();
  }, [pathname, search, reported, measurementId]);
  return null;
}
