import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Response } from "#tests/helpers/test.ts";
import { gzipSync } from "node:zlib";

/**
 * Gzip bytes of the JavaScript a first-time visitor downloads before /home is interactive, React
 * DOM and React Router included (decision 018; what loads first, decision 003).
 */
const HOME_JS_BUDGET_BYTES = 165 * 1024;
/**
 * Of that, the site's own code: every file holding a module of ours (src/). Files of nothing but
 * packages are named "vendor-…" by the build (vite.config.ts).
 */
const HOME_OWN_JS_BUDGET_BYTES = 45 * 1024;

const isPackagesOnly = (url: string) => /\/assets\/vendor-[^/]+\.js$/.test(new URL(url).pathname);
/**
 * Script files /home loads before it is interactive: what every page needs comes in a few files
 * (first-load-chunks.ts, decision 022), where it was 60-odd, each a request.
 */
const HOME_SCRIPT_FILES_MAX = 16;

test("the JavaScript /home needs to become interactive stays within its gzip budget, React included, and the site's own code within its share", async ({
  page,
}, testInfo) => {
  test.skip(!!process.env.E2E_DEV, "the budget is measured on the production build");
  const scripts = new Map<string, number>();
  const measured: Promise<void>[] = [];
  const measure = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    measured.push(
      response.body().then((body) => {
        scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      }),
    );
  };
  page.on("response", measure);
  await page.goto("/home", { waitUntil: "networkidle" });
  // Interactive: the page has hydrated.
  await page.waitForFunction(() => document.querySelector("html")?.dataset.hydrated === "true");
  // What hydration fetches at once (the rewards rules that track the visit) counts too: on a busy
  // machine it can arrive after the network first went quiet, so wait for a quiet second.
  let responses = -1;
  while (responses !== measured.length) {
    responses = measured.length;
    await page.waitForTimeout(1000);
  }
  page.off("response", measure);
  // Every script's size is in before they are added up.
  await Promise.all(measured);
  const sum = (entries: [string, number][]) => entries.reduce((total, [, size]) => total + size, 0);
  const total = sum([...scripts]);
  const own = sum([...scripts].filter(([url]) => !isPackagesOnly(url)));
  testInfo.annotations.push(
    { type: "home-js-gzip-bytes", description: String(total) },
    { type: "home-own-js-gzip-bytes", description: String(own) },
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `/home JavaScript before interactive: ${kb(total)} gzip in ${scripts.size} files, the site's own code ${kb(own)}, packages ${kb(total - own)}`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  // The runtime's file is told apart by its name: without it, "own code" would count React too.
  expect([...scripts.keys()].some(isPackagesOnly), "a vendor-… file among the scripts").toBe(true);
  expect(scripts.size, "script files").toBeLessThanOrEqual(HOME_SCRIPT_FILES_MAX);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  expect(own).toBeLessThanOrEqual(HOME_OWN_JS_BUDGET_BYTES);
});

test("the one stylesheet is the first file a page's head asks for, ahead of the scripts' preloads", async ({
  request,
}) => {
  for (const path of ["/", "/home"]) {
    const head = (await (await request.get(path)).text()).split("</head>")[0]!;
    const stylesheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
    expect(stylesheets, `${path} stylesheets`).toHaveLength(1);
    const firstFile = /<link[^>]*rel="(stylesheet|modulepreload)"/.exec(head)?.[1];
    expect(firstFile, `${path}: the first stylesheet or script preload in <head>`).toBe("stylesheet");
  }
});

/**
 * Uncompressed bytes of each public page's HTML, loader data and inline scripts included
 * (decisions 020 and 021).
 */
const PAGE_HTML_BUDGET_BYTES = 60 * 1024;

/** Every public page, an episode and a post included (the first each list links to). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const firstLink = async (path: string, pattern: RegExp) => {
    const html = await (await request.get(path)).text();
    const match = pattern.exec(html);
    if (!match?.[1]) throw new Error(`${path} links to no page matching ${pattern}`);
    return match[1];
  };
  return [
    "/home",
    "/episodes",
    await firstLink("/episodes", /href="(\/episode\/[^"]+)"/),
    "/about",
    "/coaching",
    "/blog",
    await firstLink("/blog", /href="(\/blog\/(?!rss\.xml)[^"]+)"/),
    "/support",
    "/rewards",
    "/search?q=rest",
  ];
}

test("each public page's HTML stays within 60 KB uncompressed", async ({ request }, testInfo) => {
  test.skip(!!process.env.E2E_DEV, "the budget is measured on the production build");
  const paths = await publicPages(request);
  const sizes: [string, number][] = [];
  for (const path of paths) {
    const response = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(response.status(), path).toBe(200);
    sizes.push([path, (await response.body()).length]);
  }
  console.log(sizes.map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join("\n"));
  testInfo.annotations.push(
    ...sizes.map(([path, bytes]) => ({ type: "html-bytes", description: `${path} ${bytes}` })),
  );
  for (const [path, bytes] of sizes) {
    expect.soft(bytes, `${path} HTML bytes`).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
  }
});

test("a first visit to a public page loads no locale data: no Intl formatter, toLocaleString or localeCompare", async ({
  page,
  request,
}) => {
  // The first of these a page calls loads the browser's locale data: 30–80 ms of main thread on
  // every first visit, measured in Chromium (decision 028). The site formats its dates, amounts
  // and counts itself (src/shared/dates.ts, money.ts, digit-groups.ts).
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { localeDataCalls: calls });
    const intl = Intl as unknown as Record<string, object>;
    for (const name of [
      "DateTimeFormat",
      "NumberFormat",
      "Collator",
      "PluralRules",
      "RelativeTimeFormat",
      "ListFormat",
      "Segmenter",
      "DisplayNames",
    ]) {
      const original = intl[name];
      if (typeof original !== "function") continue;
      intl[name] = new Proxy(original, {
        construct: (target, args, newTarget) => (
          calls.push(`Intl.${name}`),
          Reflect.construct(target, args, newTarget)
        ),
        apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
      [Array.prototype, "toLocaleString"],
    ];
    for (const [prototype, name] of methods) {
      const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = owner[name]!;
      owner[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return Reflect.apply(original, this, args);
      };
    }
  });
  for (const path of await publicPages(request)) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.querySelector("html")?.dataset.hydrated === "true");
    expect(
      await page.evaluate(() => (window as unknown as { localeDataCalls: string[] }).localeDataCalls),
      path,
    ).toEqual([]);
  }
});
