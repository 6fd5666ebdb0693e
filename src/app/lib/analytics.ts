/**
 * Analytics events (SPEC §7 "Analytics and rewards tracking"). Events are queued the way Google
 * Analytics 4's gtag.js expects, on `window.dataLayer`. When GA is configured (GA_MEASUREMENT_ID)
 * its script reads that same queue; without it the events stay in the page's dataLayer, where the
 * browser tests read them. No outside service is contacted from here.
 */

export type AnalyticsEventName =
  | "donation_attempt"
  | "donation_completed"
  | "donation_failed"
  | "social_share"
  | "newsletter_signup_attempt"
  | "newsletter_signup_success"
  | "tour_started"
  | "tour_step_viewed"
  | "tour_completed"
  | "tour_closed";

export type AnalyticsEventParams = Record<string, string | number | boolean>;

type Gtag = (command: "event", name: AnalyticsEventName, params?: AnalyticsEventParams) => void;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/**
 * The standard snippet's `function gtag(){dataLayer.push(arguments)}`. It must push the Arguments
 * object itself: gtag.js only runs queue entries that are Arguments objects as gtag commands (a
 * plain array reads as a Tag Manager command instead), and it drains entries queued before it loads.
 */
function queueingGtag(dataLayer: unknown[]): Gtag {
  return function () {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object, see above
    dataLayer.push(arguments);
  };
}

/**
 * Records one event. Does nothing on the server. Never throws: analytics must not break the flow
 * that reports to it (a payment, a sign-up), so any failure is only logged.
 */
export function trackEvent(name: AnalyticsEventName, params?: AnalyticsEventParams): void {
  if (typeof window === "undefined") return;
  try {
    const w = window as GtagWindow;
    w.dataLayer = w.dataLayer || [];
    const gtag = w.gtag ?? queueingGtag(w.dataLayer);
    // Two forms so the queued Arguments match a direct gtag call's, without a trailing undefined.
    if (params === undefined) gtag("event", name);
    else gtag("event", name, params);
  } catch (error) {
    console.warn(`Analytics event ${name} was not recorded`, error);
  }
}
