import { createElement, Suspense, use, type ReactNode } from "react";
import type { AppLoadContext, EntryContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/** What the mocked router renders in place of a route's page, set by each test. */
let page: () => ReactNode = () => null;

vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof import("react-router")>()),
  ServerRouter: () => page(),
}));

const { default: handleRequest, RENDER_TIMEOUT_MS } = await import("./entry.server.tsx");

const routerContext = { isSpaMode: false } as EntryContext;
const loadContext = {
  contentSecurity: { nonce: "n0nce", policy: "script-src 'self' 'nonce-n0nce'" },
} as AppLoadContext;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";

function render(userAgent = BROWSER, context = loadContext) {
  const request = new Request("http://localhost/home", { headers: { "user-agent": userAgent } });
  return Promise.resolve(handleRequest(request, 200, new Headers(), routerContext, context));
}

/** A load context for a page every visitor sees alike, recording what the render hands over. */
function sharedPageContext() {
  const kept: string[] = [];
  const hashedPages: string[] = [];
  const context = {
    contentSecurity: null,
    sharedPage: {
      policyFor: (html: string) => {
        hashedPages.push(html);
        return "script-src 'self' 'sha256-x'";
      },
      keep: (html: string) => kept.push(html),
    },
  } as unknown as AppLoadContext;
  return { context, kept, hashedPages };
}

/** A page with an inline script and a part that arrives later; `arrive` settles it. */
function pageWithLaterPart() {
  let arrive: (text: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const later = new Promise<string>((resolve, reject) => ((arrive = resolve), (fail = reject)));
  function Later() {
    return createElement("p", null, use(later));
  }
  page = () =>
    createElement(
      "html",
      null,
      createElement(
        "body",
        null,
        createElement("script", { dangerouslySetInnerHTML: { __html: "window.ready = true" } }),
        createElement(Suspense, { fallback: "loading" }, createElement(Later)),
      ),
    );
  return { arrive: (text: string) => arrive(text), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  vi.useRealTimers();
  page = () => null;
});

describe("the server render (decision 018)", () => {
  it("fails a page that has not rendered within 6 s, so React Router answers its error page", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const never = new Promise<never>(() => undefined);
    function NeverRendered() {
      return use(never);
    }
    page = () => createElement(NeverRendered);
    const answer = render();
    const settled = vi.fn();
    answer.then(settled, settled);
    await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    const checked = expect(answer).rejects.toThrow("The page did not render within 6000 ms");
    await vi.advanceTimersByTimeAsync(1);
    await checked;
  }, 10_000);

  it("streams a part that arrives later with a script carrying the response's nonce, and sends the policy", async () => {
    let arrive: (text: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => (arrive = resolve));
    function Later() {
      return createElement("p", null, use(later));
    }
    page = () =>
      createElement(
        "html",
        null,
        createElement("body", null, createElement(Suspense, { fallback: "loading" }, createElement(Later))),
      );
    const response = await render();
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self' 'nonce-n0nce'");
    arrive("arrived");
    const html = await response.text();
    expect(html).toContain("<p>arrived</p>");
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('nonce="n0nce"');
  });

  it("sends a crawler the whole page at once", async () => {
    let arrive: (text: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => (arrive = resolve));
    function Later() {
      return createElement("p", null, use(later));
    }
    page = () => createElement(Suspense, { fallback: "loading" }, createElement(Later));
    const answer = render("Googlebot/2.1 (+http://www.google.com/bot.html)");
    const settled = vi.fn();
    void answer.then(settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
    arrive("arrived");
    const html = await (await answer).text();
    expect(html).toContain("<p>arrived</p>");
    expect(html).not.toContain("loading");
  });

  it("renders a shared page whole, without a nonce, sends the policy for its scripts' hashes and keeps it", async () => {
    const later = pageWithLaterPart();
    const { context, kept, hashedPages } = sharedPageContext();
    const answer = render(BROWSER, context);
    later.arrive("arrived");
    const response = await answer;
    const html = await response.text();
    expect(html).toContain("<p>arrived</p>");
    expect(html).not.toContain("loading");
    expect(html).not.toContain("nonce");
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self' 'sha256-x'");
    expect(hashedPages).toEqual([html]);
    expect(kept).toEqual([html]);
  });

  it("does not keep a shared page a part of which failed to render", async () => {
    const later = pageWithLaterPart();
    const { context, kept } = sharedPageContext();
    const answer = render(BROWSER, context);
    later.fail(new Error("the loader's data did not arrive"));
    const response = await answer;
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self' 'sha256-x'");
    expect(kept).toEqual([]);
  });
});
