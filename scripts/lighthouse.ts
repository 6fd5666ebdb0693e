/**
 * `npm run lighthouse`: Lighthouse's mobile audit of every public route of the built site.
 *
 * Starts the production build as `npm run bench` does (scripts/built-site.ts: sample episodes,
 * six published posts), then runs Lighthouse on each route in the machine's Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH): mobile form factor, default simulated throttling,
 * storage cleared before each run (a first visit), RUNS_PER_ROUTE runs. Prints per route the
 * median of the four category scores, FCP, LCP, TBT, CLS and the request count, then what costs
 * points in the run with the median performance score. Builds nothing: run `npm run build` first.
 *
 *   npm run lighthouse                       every public route
 *   npm run lighthouse -- /home /about       only these (a path the site serves, or a route name)
 *   npm run lighthouse -- --json=DIR         also writes each route's median run as Lighthouse JSON
 *
 * Not part of `npm test`. Scores depend on the machine's load: measure on a quiet machine.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { printTable, withBuiltSite, type BuiltSite } from "./built-site.ts";

const RUNS_PER_ROUTE = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** How many of the audits that cost the most points to list per route. */
const TOP_AUDITS = 6;
/** Nine routes × three runs take 5–10 minutes on the two-core machine; this is the ceiling. */
const DEADLINE_MS = 40 * 60_000;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const publicRoutes = (site: BuiltSite) => [
  "/home",
  "/episodes",
  `/episode/${site.episodeId}`,
  "/about",
  "/coaching",
  "/blog",
  `/blog/${site.blogSlug}`,
  "/support",
  "/rewards",
];

type Measured = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** The machine's 1-minute load average when the route's runs ended. */
  load: number;
  costs: string[];
};

const args = process.argv.slice(2);
const jsonDir = args.find((arg) => arg.startsWith("--json="))?.slice("--json=".length);
const onlyPaths = args.filter((arg) => arg.startsWith("/"));

await withBuiltSite({ script: "npm run lighthouse", deadlineMs: DEADLINE_MS }, async (site) => {
  const routes = publicRoutes(site).filter(
    (path) =>
      onlyPaths.length === 0 || onlyPaths.some((only) => path === only || path.startsWith(`${only}/`)),
  );
  console.log(`Load average before: ${formatLoad()} (the machine's other work moves the scores)`);
  const measured: Measured[] = [];
  for (const path of routes) {
    const runs: Result[] = [];
    for (let attempt = 1; runs.length < RUNS_PER_ROUTE; attempt++) {
      const lhr = await audit(`${site.origin}${path}`);
      if (lhr.runtimeError) {
        // Now and then Chromium's trace misses the navigation (NO_NAVSTART), or a run on a busy
        // machine ends on Chromium's error page (CHROME_INTERSTITIAL_ERROR): run again.
        console.warn(`  ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (attempt >= RUNS_PER_ROUTE * 2) throw new Error(`${path}: too many failed runs`);
        continue;
      }
      runs.push(lhr);
      console.log(`  ${path} run ${runs.length}: performance ${score(lhr, "performance")}`);
    }
    const median = medianByPerformance(runs);
    measured.push(summarize(path, runs, median));
    if (jsonDir) {
      await mkdir(jsonDir, { recursive: true });
      await writeFile(join(jsonDir, `${path.slice(1).replaceAll("/", "_")}.json`), JSON.stringify(median));
    }
  }
  console.log(`Load average after: ${formatLoad()}\n`);
  console.log(`Median of ${RUNS_PER_ROUTE} runs, mobile, simulated throttling:\n`);
  printTable([
    ["route", "perf", "a11y", "best", "seo", "FCP s", "LCP s", "TBT ms", "CLS", "requests", "load"],
    ...measured.map((m) => [
      m.path,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores["best-practices"]),
      String(m.scores.seo),
      (m.fcpMs / 1000).toFixed(1),
      (m.lcpMs / 1000).toFixed(1),
      m.tbtMs.toFixed(0),
      m.cls.toFixed(3),
      String(m.requests),
      m.load.toFixed(1),
    ]),
  ]);
  for (const m of measured) {
    if (m.costs.length === 0) continue;
    console.log(`\n${m.path}: what costs points (run with the median performance score)`);
    for (const cost of m.costs) console.log(`  ${cost}`);
  }
});

/** One Lighthouse run in a Chromium of its own (a fresh profile), so no run inherits another's state. */
async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function summarize(path: string, runs: Result[], median: Result): Measured {
  const numeric = (id: string) => medianOf(runs.map((run) => run.audits[id]?.numericValue ?? NaN));
  return {
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, medianOf(runs.map((run) => score(run, id)))]),
    ) as Measured["scores"],
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    requests: medianOf(runs.map(requestCount)),
    load: loadavg()[0]!,
    costs: costs(median),
  };
}

/** Category score out of 100. */
function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function requestCount(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  return details?.type === "table" ? details.items.length : NaN;
}

/** The run whose performance score is the median one (the middle of three). */
function medianByPerformance(runs: Result[]): Result {
  return [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"))[
    Math.floor(runs.length / 2)
  ]!;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The audits that cost points, most first: a scored audit's share of its category's weight that it
 * missed (a metric, for performance), then the performance audits that estimate a saving in a
 * metric (render-blocking requests, unused code…), which is where the metrics' points go.
 */
function costs(lhr: Result): string[] {
  const weighted: [number, string][] = [];
  for (const category of Object.values(lhr.categories)) {
    const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const lost = (ref.weight / totalWeight) * (1 - audit.score) * 100;
      weighted.push([
        lost,
        `-${lost.toFixed(1)} ${category.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
      ]);
    }
  }
  const savings: [number, string][] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    const saved = Object.entries(audit?.metricSavings ?? {}).filter(([, ms]) => (ms ?? 0) > 0);
    if (!audit || ref.weight > 0 || saved.length === 0) continue;
    const total = saved.reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
    savings.push([
      total,
      `saves ${saved.map(([metric, value]) => (metric === "CLS" ? `CLS ${value?.toFixed(3)}` : `${metric} ${Math.round(value ?? 0)} ms`)).join(", ")}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
    ]);
  }
  const top = (list: [number, string][]) =>
    list
      .sort((a, b) => b[0] - a[0])
      .slice(0, TOP_AUDITS)
      .map(([, line]) => line);
  return [...top(weighted), ...top(savings), mainThreadByScript(lhr)];
}

/** Where the main thread's (simulated) time went, by script: hydration shows as React DOM's file. */
function mainThreadByScript(lhr: Result): string {
  const details = lhr.audits["bootup-time"]?.details;
  const items = details?.type === "table" ? details.items : [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return `main thread by script: ${items
    .slice(0, 4)
    .map((item) => `${String(item.url).replace(origin, "")} ${Math.round(Number(item.total))} ms`)
    .join(", ")}`;
}

function formatLoad(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}
