/**
 * Whether build/ was made from the sources as they are now, so `npm start` rebuilds only when it
 * must (a restart with a current build serves within seconds instead of waiting for a build).
 *
 * What the build is made of is fingerprinted by each input file's path, size and modification
 * time; `npm run build` records the fingerprint in build/ after it succeeds. A checkout, a pull or
 * an edit changes it, and so does a `npm install` that changes the lock file.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything `react-router build` reads from the checkout (node_modules is covered by the lock file). */
export const BUILD_INPUTS = [
  "src/app",
  "src/shared",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "first-load-chunks.ts",
  "tsconfig.json",
];
const RECORD = "build/.inputs-fingerprint";
/** What the server serves from build/: without them there is no build, whatever the record says. */
const BUILD_OUTPUTS = ["build/server/index.js", "build/client"];

export function buildInputsFingerprint(root: string): string {
  const hash = createHash("sha256");
  const visit = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stats = statSync(absolute);
    if (stats.isDirectory()) {
      for (const name of readdirSync(absolute).sort()) visit(path.join(relative, name));
    } else {
      hash.update(`${relative}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) visit(input);
  return hash.digest("base64url");
}

export function buildIsCurrent(root: string): boolean {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const record = path.join(root, RECORD);
  return existsSync(record) && readFileSync(record, "utf8").trim() === buildInputsFingerprint(root);
}

export function recordBuildInputs(root: string): void {
  writeFileSync(path.join(root, RECORD), `${buildInputsFingerprint(root)}\n`);
}
