import { BarChart3 } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { analyticsConsentCopy as copy } from "#app/content/analytics-consent.ts";
import { setAnalyticsConsent } from "#app/lib/analytics-consent.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Asks once whether Google Analytics may count the visit (decision 010). A card in the corner,
 * not a dialog: the page stays usable, and nothing is sent to Google until the visitor allows it.
 * Loaded only when the site has a measurement id and the visitor has not answered.
 */
export default function AnalyticsConsentBanner() {
  return (
    <section
      aria-labelledby="analytics-consent-heading"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:right-auto sm:left-5 sm:bottom-5 sm:max-w-sm"
    >
      <div className="flex items-start gap-3">
        <BarChart3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-blue" />
        <div>
          <h2 id="analytics-consent-heading" className="font-bold text-ink">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {copy.text}{" "}
            <Link to={copy.policyHref} className="font-semibold text-brand-blue underline">
              {copy.policyLink}
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setAnalyticsConsent("denied")}>
          {copy.decline}
        </Button>
        <Button size="sm" onClick={() => setAnalyticsConsent("granted")}>
          {copy.allow}
        </Button>
      </div>
    </section>
  );
}
