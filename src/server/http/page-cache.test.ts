import Fastify from "fastify";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PageCache, servePagesFromCache } from "./page-cache.ts";

const page = (text: string) =>
  `<!doctype html><html><body><p>${text}</p>${"<i>padding</i>".repeat(100)}</body></html>`;
const headers = () =>
  new Headers({ "content-type": "text/html; charset=utf-8", "x-page": "kept", "set-cookie": "a=b" });

afterEach(() => vi.useRealTimers());

describe("the page cache", () => {
  test("a kept page is found until the content moves on", async () => {
    let version = 1;
    const cache = new PageCache(() => [version]);
    expect(cache.find("/about")).toBeUndefined();
    cache.begin("/about").keep(page("About"), headers());
    const kept = await cache.find("/about");
    expect(kept?.answer.identity.body.toString()).toBe(page("About"));
    expect(Object.fromEntries(kept!.headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "x-page": "kept",
    });
    version = 2;
    expect(cache.find("/about")).toBeUndefined();
  });

  test("the content version is the one read when the render began, so a change during it is not missed", async () => {
    const catalog = { list: ["first"] };
    const cache = new PageCache(() => [catalog.list]);
    const render = cache.begin("/episodes");
    catalog.list = ["second"];
    render.keep(page("first episode"), headers());
    expect(cache.find("/episodes")).toBeUndefined();
  });

  test("a page older than its maximum age is rendered again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new PageCache(() => [], { maxAgeMs: 60_000 });
    cache.begin("/home").keep(page("Home"), headers());
    vi.advanceTimersByTime(59_999);
    expect(await cache.find("/home")).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(cache.find("/home")).toBeUndefined();
  });

  test("requests during a render wait for it; a render that keeps nothing lets them render for themselves", async () => {
    const cache = new PageCache(() => []);
    const render = cache.begin("/blog/missing");
    const waiting = cache.find("/blog/missing");
    expect(waiting).toBeInstanceOf(Promise);
    render.end();
    expect(await waiting).toBeNull();
    expect(cache.find("/blog/missing")).toBeUndefined();
  });

  test("a render that neither keeps nor ends is let go after ten seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const cache = new PageCache(() => []);
    cache.begin("/support");
    const waiting = cache.find("/support");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await waiting).toBeNull();
    expect(cache.find("/support")).toBeUndefined();
  });

  test("at most `capacity` pages are kept, the one read longest ago dropped first", async () => {
    const cache = new PageCache(() => [], { capacity: 2 });
    for (const path of ["/a", "/b"]) cache.begin(path).keep(page(path), headers());
    await cache.find("/a");
    cache.begin("/c").keep(page("/c"), headers());
    expect(cache.find("/b")).toBeUndefined();
    expect(await cache.find("/a")).not.toBeNull();
    expect(await cache.find("/c")).not.toBeNull();
  });
});

describe("pages served from the cache", () => {
  /** A server whose catch-all route stands in for React Router's: it renders through `sharedPage` when handed one. */
  async function pagesServer(renderDelayMs = 0) {
    const app = Fastify();
    let version = 1;
    let renders = 0;
    const sharedPageRender = servePagesFromCache(app, {
      cache: new PageCache(() => [version]),
      pagesRoute: "/*",
      sharedPageKey: (url) => (url.includes("?") || url === "/admin" ? null : url),
      policy: (inline) =>
        "nonce" in inline ? `script-src 'nonce-${inline.nonce}'` : `script-src ${inline.hashes.join(" ")}`,
    });
    app.get("/*", async (request, reply) => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
      const html = page(`${request.url} v${version}`) + "<script>hydrate()</script>";
      const shared = sharedPageRender(request);
      if (request.url === "/missing") return reply.code(404).type("text/html").send(html);
      const responseHeaders = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (shared) {
        responseHeaders.set("content-security-policy", shared.policyFor(html));
        shared.keep(html, responseHeaders);
      }
      return reply.headers(Object.fromEntries(responseHeaders)).send(html);
    });
    await app.ready();
    return { app, renders: () => renders, change: () => version++ };
  }

  test("concurrent requests for a page share one render; later ones get the same bytes with their ETag, or 304", async () => {
    const { app, renders } = await pagesServer(50);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: "GET", url: "/about" })),
    );
    expect(renders()).toBe(1);
    for (const answer of answers) expect(answer.body).toBe(answers[0]!.body);
    const again = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "br" } });
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers["content-security-policy"]).toMatch(/^script-src sha256-/);
    expect(again.headers.vary).toBe("accept-encoding");
    const etag = again.headers.etag as string;
    const notModified = await app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(notModified.statusCode).toBe(304);
    const head = await app.inject({ method: "HEAD", url: "/about", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers["content-security-policy"]).toBe(again.headers["content-security-policy"]);
    expect(head.body).toBe("");
    expect(renders()).toBe(1);
  });

  test("a content change renders the page again", async () => {
    const { app, renders, change } = await pagesServer();
    await app.inject({ method: "GET", url: "/blog" });
    change();
    const after = await app.inject({ method: "GET", url: "/blog" });
    expect(after.body).toContain("/blog v2");
    expect(renders()).toBe(2);
  });

  test("personal pages, addresses with a query, other methods and failed renders are rendered every time", async () => {
    const { app, renders } = await pagesServer();
    for (const url of ["/admin", "/episodes?page=2", "/missing"]) {
      await app.inject({ method: "GET", url });
      await app.inject({ method: "GET", url });
    }
    await app.inject({ method: "HEAD", url: "/about" });
    await app.inject({ method: "HEAD", url: "/about" });
    expect(renders()).toBe(8);
  });
});
