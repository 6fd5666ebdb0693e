/**
 * Analytics (SPEC §7 "Analytics and rewards tracking"): page views and events are queued the way
 * Google Analytics 4's gtag.js expects, on `window.dataLayer`. When the owner configures
 * GA_MEASUREMENT_ID and the visitor allows analytics, `connectGoogleAnalytics` loads gtag.js and
 * it sends that queue to Google; otherwise they stay in the page's dataLayer, where a tag manager
 * (or the browser tests) can read them, and no outside service is contacted.
 */

import { withoutPrivateQueryParameters } from "#shared/private-query-parameters.ts";

export type AnalyticsEventName =
  | "page_view"
  | "donation_attempt"
  | "donation_completed"
  | "donation_failed"
  | "social_share"
  | "newsletter_signup_attempt"
  | "newsletter_signup_success"
  | "tour_started"
  | "tour_step_viewed"
  | "tour_completed"
  | "tour_closed"
  | "search";

export type AnalyticsEventParams = Record<string, string | number | boolean>;

type Gtag = {
  (command: "js", time: Date): void;
  (command: "config", measurementId: string, params: AnalyticsEventParams): void;
  (command: "set", params: AnalyticsEventParams): void;
  (command: "event", name: AnalyticsEventName, params?: AnalyticsEventParams): void;
};

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

/** The page's gtag: gtag.js's own once it has loaded, else the standard snippet's queue. */
function pageGtag(): Gtag {
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer || [];
  w.gtag = w.gtag ?? queueingGtag(w.dataLayer);
  return w.gtag;
}

/**
 * Hands one command to gtag. Never throws: analytics must not break the flow that reports to it
 * (a payment, a sign-up), so any failure is only logged.
 */
function sendToGtag(what: string, send: (gtag: Gtag) => void): void {
  try {
    send(pageGtag());
  } catch (error) {
    console.warn(`${what} was not recorded`, error);
  }
}

let locationSet: string | null = null;

/**
 * The page's title as analytics may receive it: its share title (og:title, `pageMeta`), which is
 * its title but where the browser's tab says more than the page's name: the search page's tab names
 * the search, which may name anyone.
 */
function reportedTitle(): string {
  return document.querySelector('meta[property="og:title"]')?.getAttribute("content") || document.title;
}

/**
 * gtag.js reports the page's address and title with every event (the title it would read from the
 * tab). It is given the address without private query parameters (an unsubscribe link's e-mail
 * and token, a returning card payment's client secret, a search) and the reported title before any
 * event of the page, and again whenever the address changes. Answers them.
 */
function setPage(): { location: string; title: string } | null {
  const href = window.location?.href;
  if (!href) return null;
  const location = withoutPrivateQueryParameters(href);
  const title = reportedTitle();
  if (location !== locationSet) {
    locationSet = location;
    sendToGtag("The page's address", (gtag) => gtag("set", { page_location: location, page_title: title }));
  }
  return { location, title };
}

/** Records one event. Does nothing on the server. */
export function trackEvent(name: AnalyticsEventName, params?: AnalyticsEventParams): void {
  if (typeof window === "undefined") return;
  setPage();
  // Two forms so the queued Arguments match a direct gtag call's, without a trailing undefined.
  sendToGtag(`Analytics event ${name}`, (gtag) =>
    params === undefined ? gtag("event", name) : gtag("event", name, params),
  );
}

let lastPageViewed: string | null = null;

/**
 * Records a view of the page now shown (its address, without private parameters, and its reported
 * title); the same address twice in a row counts once.
 */
export function trackPageView(): void {
  if (typeof window === "undefined") return;
  const page = setPage();
  if (page === null || page.location === lastPageViewed) return;
  lastPageViewed = page.location;
  trackEvent("page_view", { page_location: page.location, page_title: page.title });
}

/** Google's documented per-property opt-out: while set, gtag.js sends nothing for this id. */
function setOptOut(measurementId: string, optedOut: boolean): void {
  const flags = window as unknown as Record<string, boolean | undefined>;
  if (optedOut) flags[`ga-disable-${measurementId}`] = true;
  else delete flags[`ga-disable-${measurementId}`];
}

/** gtag's command as the snippet would queue it: an Arguments object (see queueingGtag). */
function gtagCommand(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object
  return arguments;
}

/**
 * Starts sending to Google Analytics 4, once the visitor has allowed it: gtag's start and
 * configuration go to the front of the queue (page views are sent by `trackPageView`, so GA's
 * automatic one is off), and gtag.js is added once per page. What the page queued while the
 * visitor was deciding is then sent too.
 */
export function connectGoogleAnalytics(measurementId: string): void {
  if (typeof document === "undefined" || document.querySelector("script[data-gtag]")) return;
  setOptOut(measurementId, false);
  pageGtag();
  const queue = (window as GtagWindow).dataLayer!;
  queue.unshift(
    gtagCommand("js", new Date()),
    gtagCommand("config", measurementId, { send_page_view: false }),
  );
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.gtag = measurementId;
  document.head.append(script);
}

/** Stops gtag.js on this page from sending anything more. */
export function disconnectGoogleAnalytics(measurementId: string): void {
  if (typeof window !== "undefined") setOptOut(measurementId, true);
}
