import * as fs from "node:fs";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { swapInPgliteFolder } from "./pglite-folder-swap.ts";

// Every file operation of the swap touches the real file system; only the move named in a test
// is made to fail, as a full disk or a folder another program holds would.
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  return { ...real, renameSync: vi.fn(real.renameSync) };
});

afterEach(() => {
  vi.mocked(fs.renameSync).mockReset();
});

/** A restored database, built beside the current one as a restore builds it. */
function restoredBeside(dataDir: string): string {
  const staging = path.join(dataDir, "pglite-restoring-2026-11-23T10-00-00-000Z");
  mkdirSync(staging);
  writeFileSync(path.join(staging, "marker"), "the restored database");
  return staging;
}

test("the restored database takes the current one's place, which is kept beside it", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
  mkdirSync(path.join(dataDir, "pglite"));
  writeFileSync(path.join(dataDir, "pglite", "marker"), "the current database");
  const { keptAs } = swapInPgliteFolder(dataDir, restoredBeside(dataDir), "stamp");
  expect(keptAs).toBe(path.join(dataDir, "pglite-before-restore-stamp"));
  expect(readdirSync(dataDir).sort()).toEqual(["pglite", "pglite-before-restore-stamp"]);
  expect(readFileSync(path.join(dataDir, "pglite", "marker"), "utf8")).toBe("the restored database");
  expect(readFileSync(path.join(keptAs!, "marker"), "utf8")).toBe("the current database");
});

test("when the restored database cannot take the current one's place, the current one is put back", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
  mkdirSync(path.join(dataDir, "pglite"));
  writeFileSync(path.join(dataDir, "pglite", "marker"), "the current database");
  const staging = restoredBeside(dataDir);

  const { renameSync: realRename } = await vi.importActual<typeof import("node:fs")>("node:fs");
  const moves: string[] = [];
  vi.mocked(fs.renameSync).mockImplementation((from, to) => {
    moves.push(`${path.basename(String(from))} -> ${path.basename(String(to))}`);
    if (path.basename(String(from)).startsWith("pglite-restoring-")) {
      throw Object.assign(new Error("ENOSPC: no space left on device, rename"), { code: "ENOSPC" });
    }
    realRename(from, to);
  });

  expect(() => swapInPgliteFolder(dataDir, staging, "stamp")).toThrow("ENOSPC");

  // The current database went aside, the restored one failed to take its place, and it came back.
  expect(moves).toEqual([
    expect.stringMatching(/^pglite -> pglite-before-restore-/),
    expect.stringMatching(/^pglite-restoring-.* -> pglite$/),
    expect.stringMatching(/^pglite-before-restore-.* -> pglite$/),
  ]);
  // The restored one is left where it was built, for the restore to remove; no kept copy.
  expect(readdirSync(dataDir).sort()).toEqual(["pglite", path.basename(staging)]);
  expect(readFileSync(path.join(dataDir, "pglite", "marker"), "utf8")).toBe("the current database");
});

test("a data folder with no database yet has none when the restored one cannot be moved in", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
  const staging = restoredBeside(dataDir);
  vi.mocked(fs.renameSync).mockImplementation(() => {
    throw Object.assign(new Error("EPERM: operation not permitted, rename"), { code: "EPERM" });
  });

  expect(() => swapInPgliteFolder(dataDir, staging, "stamp")).toThrow("EPERM");
  expect(readdirSync(dataDir)).toEqual([path.basename(staging)]);
});
