import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { snapshotMigratedPglite } from "#server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database that every test database is copied from. */
    pgliteSnapshotPath: string;
  }
}

/**
 * Vitest global setup: migrates one embedded database for the whole run. Creating and migrating
 * one takes seconds; starting from the copy takes a fraction of that, for each of the many test
 * databases.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-snapshot-"));
  const file = path.join(folder, "migrated.tar");
  const snapshot = await snapshotMigratedPglite();
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshotPath", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
