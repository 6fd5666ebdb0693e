import { afterEach, describe, expect, it, vi } from "vitest";
import { trackEvent, trackPageView } from "./analytics.ts";

type TestWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** A bare browser global: the unit tests run in Node, where there is no window. */
function stubWindow(initial: TestWindow = {}): TestWindow {
  vi.stubGlobal("window", initial);
  return initial;
}

/** A bare document with a title and, as every page of the site has, a share title (og:title). */
function stubDocument(title: string, shareTitle: string | null = title) {
  vi.stubGlobal("document", {
    title,
    querySelector: (selector: string) =>
      selector === 'meta[property="og:title"]' && shareTitle !== null
        ? { getAttribute: (name: string) => (name === "content" ? shareTitle : null) }
        : null,
  });
}

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === "[object Arguments]";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("trackEvent (SPEC §7 analytics)", () => {
  it("queues the event on window.dataLayer as gtag's Arguments object, creating the queue", () => {
    const win = stubWindow();
    trackEvent("donation_completed", { amount: 25, tier: "Journey Champion", recurring: false });

    expect(win.dataLayer).toHaveLength(1);
    const entry = win.dataLayer?.[0];
    expect(isArguments(entry)).toBe(true);
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual([
      "event",
      "donation_completed",
      { amount: 25, tier: "Journey Champion", recurring: false },
    ]);
  });

  it("appends to a queue that already exists instead of replacing it", () => {
    const dataLayer: unknown[] = [{ "gtm.start": 1 }];
    const win = stubWindow({ dataLayer });
    trackEvent("social_share", { platform: "facebook" });
    trackEvent("newsletter_signup_attempt");

    expect(win.dataLayer).toBe(dataLayer);
    expect(dataLayer.slice(1).map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ["event", "social_share", { platform: "facebook" }],
      ["event", "newsletter_signup_attempt"],
    ]);
  });

  it("hands the event to window.gtag when the GA script provides one", () => {
    const gtag = vi.fn();
    stubWindow({ gtag });
    trackEvent("donation_attempt", { amount: 10 });
    expect(gtag).toHaveBeenCalledWith("event", "donation_attempt", { amount: 10 });
  });

  it("does nothing during server rendering", () => {
    expect(typeof window).toBe("undefined");
    expect(() => trackEvent("newsletter_signup_success")).not.toThrow();
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it("never throws, so a failing tracker cannot break a payment; it warns instead", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubWindow({
      gtag: () => {
        throw new Error("blocked");
      },
    });
    expect(() => trackEvent("donation_failed", { reason: "card_declined" })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("trackPageView (SPEC §7 analytics)", () => {
  it("reports the page's address without private parameters, and sets it for the events that follow", () => {
    const win = stubWindow();
    stubDocument("Coaching");
    Object.assign(win, {
      location: {
        href: "https://example.com/coaching?payment=success&payment_intent_client_secret=pi_1_secret_2",
      },
    });
    trackPageView();
    trackPageView();

    const location = "https://example.com/coaching?payment=success";
    expect(win.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ["set", { page_location: location, page_title: "Coaching" }],
      ["event", "page_view", { page_location: location, page_title: "Coaching" }],
    ]);
  });

  it("reports the page's share title, not the tab's, which on the search page names the search (site search)", () => {
    const win = stubWindow();
    stubDocument("Search: “anna's divorce” | The Show", "Search | The Show");
    Object.assign(win, { location: { href: "https://example.com/search?q=anna%27s+divorce&type=posts" } });
    trackEvent("search", { search_type: "posts", result_count: 2 });
    trackPageView();

    const location = "https://example.com/search?type=posts";
    expect(win.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ["set", { page_location: location, page_title: "Search | The Show" }],
      ["event", "search", { search_type: "posts", result_count: 2 }],
      ["event", "page_view", { page_location: location, page_title: "Search | The Show" }],
    ]);
    expect(
      JSON.stringify(win.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))),
    ).not.toMatch(/anna/i);
  });

  it("reports the tab's title on a page without a share title", () => {
    const win = stubWindow();
    stubDocument("Admin", null);
    Object.assign(win, { location: { href: "https://example.com/admin-less" } });
    trackPageView();
    expect(Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      "event",
      "page_view",
      { page_location: "https://example.com/admin-less", page_title: "Admin" },
    ]);
  });

  it("gives gtag the address without private parameters before an event raised ahead of the page view", () => {
    const win = stubWindow();
    stubDocument("Support");
    Object.assign(win, {
      location: {
        href: "https://example.com/support?donation=success&payment_intent_client_secret=pi_9_secret_1",
      },
    });
    trackEvent("donation_completed", { amount: 25 });

    expect(win.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ["set", { page_location: "https://example.com/support?donation=success", page_title: "Support" }],
      ["event", "donation_completed", { amount: 25 }],
    ]);
  });
});
