/**
 * How the browser build groups what every page loads into a few files (decision 022). Left to
 * itself, Rollup gives each set of modules shared by the same routes a file of its own: /home
 * loaded 46 script files, one request each, most of them a few hundred bytes.
 *
 * - `vendor`: the packages the entry, the root route and the site layout import, one file.
 * - `app`: our modules the entry and the root route import (every page runs them, the landing
 *   page too), and our modules many page routes import, the landing page among them.
 * - `site`: our modules the site layout imports (header, footer, rewards, player slot: every page
 *   but the landing page runs them), and our modules many page routes import, not the landing page.
 *
 * "Imports" means directly or not, and statically: what a part loads on demand (payments,
 * confetti, the tour, the dashboard) is left to Rollup and stays out of the first load, and so is
 * what only a few pages import (SHARED_BY_ONE_IN). Through a feature's `index.ts`, which re-exports
 * what the rest of the app may use, a module imports only the names it asks for: the site layout
 * takes the rewards provider from `features/rewards/index.ts`, not the rewards page.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
};

const appDirectory = fileURLToPath(new URL("./src/app/", import.meta.url));
/** React Router's client build reads each route module through this query (its entry). */
const CLIENT_ROUTE = "?__react-router-build-client-route";
const route = (file: string) => `${appDirectory}${file}${CLIENT_ROUTE}`;

const ENTRY = `${appDirectory}entry.client.tsx`;
const ROOT = route("root.tsx");
const SITE_LAYOUT = route("routes/site-layout.tsx");
/**
 * A module of ours that at least one page route in this many imports goes to the first load. Such
 * modules are a heading, a button, a meta helper: a few hundred bytes, where a file of their own
 * cost each page a request. `page-budget.spec.ts` holds what they add to /home.
 */
const SHARED_BY_ONE_IN = 4;
/** The one page outside the site layout. */
const LANDING = route("routes/landing.tsx");

/** A bundled package's module, or one of the bundler's own helpers (ids starting with a NUL byte). */
export function isPackageModule(id: string) {
  return id.includes("/node_modules/") || id.startsWith("\0");
}

/** A `manualChunks` function for one build (it keeps what it learnt of that build's module graph). */
export function firstLoadChunks() {
  let chunkOf: Map<string, string> | null = null;
  return (id: string, graph: ModuleGraph): string | undefined => {
    chunkOf ??= mapFirstLoad(graph);
    return chunkOf.get(id);
  };
}

function mapFirstLoad(graph: ModuleGraph): Map<string, string> {
  const chunkOf = new Map<string, string>();
  // The route modules' client entries stay entries: React Router names them in its manifest.
  const assign = (id: string, chunk: string) => {
    if (!id.endsWith(CLIENT_ROUTE)) chunkOf.set(id, isPackageModule(id) ? "vendor" : chunk);
  };
  for (const id of importedBy(graph, [ENTRY, ROOT])) assign(id, "app");
  for (const id of importedBy(graph, [SITE_LAYOUT])) if (!chunkOf.has(id)) assign(id, "site");

  const pages = [...graph.getModuleIds()].filter(
    (id) =>
      id.endsWith(CLIENT_ROUTE) && id !== ROOT && id !== SITE_LAYOUT && graph.getModuleInfo(id)?.isEntry,
  );
  const importers = new Map<string, number>();
  for (const page of pages) {
    for (const id of importedBy(graph, [page])) {
      if (!chunkOf.has(id) && id !== page && !isPackageModule(id))
        importers.set(id, (importers.get(id) ?? 0) + 1);
    }
  }
  const landing = importedBy(graph, [LANDING]);
  for (const [id, count] of importers) {
    if (count * SHARED_BY_ONE_IN >= pages.length) chunkOf.set(id, landing.has(id) ? "app" : "site");
  }
  return chunkOf;
}

/** The roots and every module they import statically, directly or not. */
function importedBy(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`first-load-chunks: the build has no module ${id}`);
    for (const imported of info.importedIds) {
      // The index itself is left to Rollup: in a chunk, it would bring every module it lists.
      if (isFeatureIndex(imported)) {
        pending.push(...modulesBehind(graph, imported, namesImported(info.code, imported)));
      } else pending.push(imported);
    }
  }
  return seen;
}

const FEATURE_INDEX = /\/features\/[^/]+\/index\.ts$/;
/** A feature's `index.ts`: it only re-exports (and names what a feature loads on demand). */
export const isFeatureIndex = (id: string) => id.startsWith(appDirectory) && FEATURE_INDEX.test(id);
const NAMED_IMPORT = /(?:^|[;\s])(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/[^"']+)["']/g;

/** The module a `#app/…` or relative specifier names, for matching against a feature index's id. */
function idOf(specifier: string, importer: string | null): string | null {
  if (specifier.startsWith("#app/")) return appDirectory + specifier.slice("#app/".length);
  if (importer && specifier.startsWith("./")) return path.join(path.dirname(importer), specifier);
  return null;
}

/** The names a module's code imports from a feature index, or null (all of them) when it cannot tell. */
function namesImported(code: string | null, index: string): Set<string> | null {
  if (code === null) return null;
  const names = new Set<string>();
  for (const [, list = "", specifier = ""] of code.matchAll(NAMED_IMPORT)) {
    if (idOf(specifier, null) !== index) continue;
    for (const part of list.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  // Imported some other way (`* as`, a default): follow every re-export.
  return names.size > 0 ? names : null;
}

/** The modules behind the given names of a feature index (every module it re-exports, for null). */
function modulesBehind(graph: ModuleGraph, index: string, names: Set<string> | null): string[] {
  const info = graph.getModuleInfo(index);
  if (!info) throw new Error(`first-load-chunks: the build has no module ${index}`);
  if (names === null || info.code === null) return [...info.importedIds];
  const behind: string[] = [];
  for (const [, list = "", specifier = ""] of info.code.matchAll(NAMED_EXPORT_FROM)) {
    const exported = list.split(",").map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim(),
    );
    if (!exported.some((name) => name && names.has(name))) continue;
    const target = idOf(specifier, index);
    const id = info.importedIds.find((imported) => target && imported.startsWith(target));
    if (!id)
      throw new Error(`first-load-chunks: ${index} re-exports ${specifier}, which the build does not have`);
    behind.push(id);
  }
  return behind;
}
