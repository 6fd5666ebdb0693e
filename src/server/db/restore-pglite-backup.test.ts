import { PGlite } from "@electric-sql/pglite";
import * as fs from "node:fs";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { restorePgliteBackup } from "./restore-pglite-backup.ts";

// Every file operation of the restore touches the real file system; only the move named in a test
// is made to fail, as a full disk or a folder another program holds would.
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  return { ...real, renameSync: vi.fn(real.renameSync) };
});

afterEach(() => {
  vi.mocked(fs.renameSync).mockReset();
});

/** An archive shaped like a dashboard backup: a PGlite data folder holding the site's tables. */
async function siteBackup(): Promise<Uint8Array> {
  const db = await PGlite.create();
  try {
    await db.exec(
      "create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key); " +
        "create table coaching_payments (id serial primary key)",
    );
    return new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await db.close();
  }
}

test("when the restored database cannot take the current one's place, the current one is put back", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
  mkdirSync(path.join(dataDir, "pglite"));
  writeFileSync(path.join(dataDir, "pglite", "marker"), "the current database");
  const backup = await siteBackup();

  const { renameSync: realRename } = await vi.importActual<typeof import("node:fs")>("node:fs");
  const moves: string[] = [];
  vi.mocked(fs.renameSync).mockImplementation((from, to) => {
    moves.push(`${path.basename(String(from))} -> ${path.basename(String(to))}`);
    if (path.basename(String(from)).startsWith("pglite-restoring-")) {
      throw Object.assign(new Error("ENOSPC: no space left on device, rename"), { code: "ENOSPC" });
    }
    realRename(from, to);
  });

  await expect(restorePgliteBackup(dataDir, backup)).rejects.toThrow("ENOSPC");

  // The current database went aside, the restored one failed to take its place, and it came back.
  expect(moves).toEqual([
    expect.stringMatching(/^pglite -> pglite-before-restore-/),
    expect.stringMatching(/^pglite-restoring-.* -> pglite$/),
    expect.stringMatching(/^pglite-before-restore-.* -> pglite$/),
  ]);
  // Nothing else is left behind: no half-restored folder, no kept copy, no lock.
  expect(readdirSync(dataDir)).toEqual(["pglite"]);
  expect(readFileSync(path.join(dataDir, "pglite", "marker"), "utf8")).toBe("the current database");
});

test("a data folder with no database yet is left empty when the restored one cannot be moved in", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
  const backup = await siteBackup();
  vi.mocked(fs.renameSync).mockImplementation(() => {
    throw Object.assign(new Error("EPERM: operation not permitted, rename"), { code: "EPERM" });
  });

  await expect(restorePgliteBackup(dataDir, backup)).rejects.toThrow("EPERM");
  expect(readdirSync(dataDir)).toEqual([]);
});
