import { h, options, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it, vi } from "vitest";
import { behaveAsReactInTheBrowser, renderAsReact } from "./preact-options.ts";

const script = (props: Record<string, unknown>) => h("script", { ...props, dangerouslySetInnerHTML: { __html: "run()" } });

describe("Preact rendering the site's React code (decision 013)", () => {
  it("leaves React-only props out of the HTML", () => {
    renderAsReact();
    expect(renderToString(h("link", { rel: "modulepreload", href: "/a.js", suppressHydrationWarning: true }))).toBe(
      '<link rel="modulepreload" href="/a.js"/>',
    );
    expect(renderToString(script({ suppressHydrationWarning: true }))).toBe("<script>run()</script>");
  });

  it("is set once however often it is asked", () => {
    behaveAsReactInTheBrowser();
    const vnodeHook = options.vnode;
    behaveAsReactInTheBrowser();
    renderAsReact();
    expect(options.vnode).toBe(vnodeHook);
  });

  it("renders inline scripts as data in the browser, as React never runs a script it renders", () => {
    behaveAsReactInTheBrowser();
    expect(script({}).props).toMatchObject({ type: "text/plain" });
    expect(script({ type: "module" }).props).toMatchObject({ type: "text/plain" });
    expect(script({ type: "text/javascript" }).props).toMatchObject({ type: "text/plain" });
    expect(script({ type: "application/ld+json" }).props).toMatchObject({ type: "application/ld+json" });
    expect(h("input", { type: "email" }).props).toMatchObject({ type: "email" });
  });

  it("reports a node hydration had to create as a hydration mismatch", () => {
    behaveAsReactInTheBrowser();
    const consoleError = vi.spyOn(console, "error");
    const failOnError = consoleError.getMockImplementation();
    consoleError.mockImplementation(() => undefined);
    try {
      (options as { __m?: (vnode: VNode) => void }).__m?.(h("aside", null));
      expect(consoleError).toHaveBeenLastCalledWith(
        "Hydration mismatch: the server's HTML had no <aside> where the page renders one",
      );
    } finally {
      if (failOnError) consoleError.mockImplementation(failOnError);
    }
  });

  it("runs effects in a task of their own, not after an animation frame a held clock never shows", async () => {
    behaveAsReactInTheBrowser();
    const effects = vi.fn();
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    try {
      options.requestAnimationFrame?.(effects);
      expect(effects).not.toHaveBeenCalled();
      // Held timers never fire; a few turns of the event loop deliver the task.
      for (let turn = 0; turn < 20 && effects.mock.calls.length === 0; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(effects).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
