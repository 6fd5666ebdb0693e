import { isbot } from "isbot";

/**
 * SPEC §2 landing page: search and social crawlers go straight to /home, and "the crawler check is
 * broad and also matches any automation signal". Pure, so the whole rule is unit-tested; the
 * browser's values are read by `readVisitorSignals`.
 */

/** What the landing page knows about its visitor. */
export type VisitorSignals = {
  userAgent: string;
  /** navigator.webdriver: true under WebDriver, Selenium, Puppeteer and Playwright. */
  webdriver: boolean;
  /** Names of automation tools' globals and attributes found on the page. */
  automationMarkers: string[];
};

/**
 * Automation and page-rendering tools that isbot's crawler list leaves to the caller, or that
 * present themselves with a browser-like user agent plus their own name.
 */
const automationUserAgent =
  /headless|puppeteer|playwright|selenium|webdriver|phantomjs|slimerjs|nightmare|cypress|lighthouse|pagespeed|gtmetrix|prerender|rendertron|chatgpt-user/i;

/** Globals that PhantomJS, Nightmare, Selenium and its drivers, and Cypress leave on window. */
const automationGlobals = [
  "callPhantom",
  "_phantom",
  "__nightmare",
  "domAutomation",
  "domAutomationController",
  "_selenium",
  "callSelenium",
  "_Selenium_IDE_Recorder",
  "__webdriver_evaluate",
  "__selenium_evaluate",
  "__webdriver_script_function",
  "__webdriver_script_func",
  "__webdriver_script_fn",
  "__fxdriver_evaluate",
  "__driver_unwrapped",
  "__webdriver_unwrapped",
  "__driver_evaluate",
  "__selenium_unwrapped",
  "__fxdriver_unwrapped",
  "Cypress",
] as const;

/** Attributes some Selenium drivers set on the <html> element. */
const automationAttributes = ["webdriver", "selenium", "driver"] as const;

/**
 * True for a search or social crawler (Googlebot, Bingbot, facebookexternalhit, Twitterbot,
 * Slackbot, WhatsApp and the thousands of others isbot knows, plus anything calling itself a bot,
 * crawler or spider) and for any automated browser: navigator.webdriver, a headless or automation
 * tool in the user agent, an automation tool's global, or no user agent at all (every real browser
 * sends one).
 */
export function isCrawlerOrAutomation(signals: VisitorSignals): boolean {
  const userAgent = signals.userAgent.trim();
  return (
    signals.webdriver ||
    signals.automationMarkers.length > 0 ||
    userAgent === "" ||
    isbot(userAgent) ||
    automationUserAgent.test(userAgent)
  );
}

type WindowLike = { navigator?: { userAgent?: string; webdriver?: boolean }; document?: Document };

/** Reads the signals from a browser window (never throws on an unusual one). */
export function readVisitorSignals(win: WindowLike): VisitorSignals {
  const markers: string[] = automationGlobals.filter((name) => name in win);
  const root = win.document?.documentElement;
  for (const attribute of automationAttributes) {
    if (root?.hasAttribute(attribute)) markers.push(`[${attribute}]`);
  }
  return {
    userAgent: win.navigator?.userAgent ?? "",
    webdriver: win.navigator?.webdriver === true,
    automationMarkers: markers,
  };
}
