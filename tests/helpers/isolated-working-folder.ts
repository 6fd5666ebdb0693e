import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The repository's root, for starting its scripts by absolute path. */
export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * An empty working folder for a server process the tests start, so a developer's `.env` in the
 * repository never configures it (a real database, real payment keys). Only `node_modules` is
 * linked, for `node --import tsx` to resolve; the server finds its build and migrations by its
 * own location.
 */
export function isolatedWorkingFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "site-cwd-"));
  symlinkSync(path.join(repositoryRoot, "node_modules"), path.join(folder, "node_modules"), "dir");
  return folder;
}
