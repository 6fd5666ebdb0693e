import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tempFolder, uploadsFolder } from "#tests/helpers/backup-archives.ts";
import { fillEveryTable } from "#tests/helpers/site-rows.ts";
import { createTestApp, createTestDatabase, type TestDatabase } from "#tests/helpers/test-app.ts";
import { startDailyBackups, takeDailyBackup } from "./daily-backups.ts";
import { unpackBackupArchive } from "./read-backup-archive.ts";
import { backupFileName, SiteBackups } from "./site-backups.ts";

let site: TestDatabase;
let backups: SiteBackups;
beforeAll(async () => {
  site = await createTestDatabase("pglite");
  await fillEveryTable(site.db);
  backups = new SiteBackups({ database: site, images: { storage: "disk", folder: uploadsFolder().folder } });
});
afterAll(() => site.dispose());

const day = (date: string) => new Date(`${date}T05:00:00Z`);

describe("the daily backup", () => {
  test("is taken once a day, and the newest seven are kept; other files in the folder are left alone", async () => {
    const folder = tempFolder("daily-");
    const earlier = ["15", "16", "17", "18", "19", "20", "21", "22"].map((d) =>
      backupFileName(day(`2026-11-${d}`)),
    );
    for (const name of earlier) writeFileSync(path.join(folder, name), "an earlier backup");
    writeFileSync(path.join(folder, "notes.txt"), "the owner's own file");
    // One left by a process stopped while writing it two days ago; one being written right now.
    const abandoned = `${backupFileName(day("2026-11-21"))}.1a2b3c4d.partial`;
    writeFileSync(path.join(folder, abandoned), "half");
    utimesSync(path.join(folder, abandoned), day("2026-11-21"), day("2026-11-21"));
    const underWay = `${backupFileName(day("2026-11-23"))}.5e6f7a8b.partial`;
    writeFileSync(path.join(folder, underWay), "being written");
    utimesSync(path.join(folder, underWay), day("2026-11-23"), day("2026-11-23"));

    const today = path.join(folder, backupFileName(day("2026-11-23")));
    const outcome = await takeDailyBackup({ backups, folder, now: day("2026-11-23") });
    expect(outcome).toEqual({ taken: today, bytes: expect.any(Number) });
    // Every row, secrets too: for the site's user alone.
    expect(statSync(today).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder).sort()).toEqual(
      [...earlier.slice(2), path.basename(today), "notes.txt", underWay].sort(),
    );
    // A whole backup, every image in it.
    const unpacked = await unpackBackupArchive(today, tempFolder("daily-unpacked-"));
    expect(unpacked.images?.names).toEqual(["3f9c0d1e-large.webp", "b2.png"]);
    expect(unpacked.dump.tables.blog_posts).toBe(2);

    // Later the same day: nothing more.
    expect(await takeDailyBackup({ backups, folder, now: day("2026-11-23") })).toEqual({
      skipped: "taken-today",
    });
    expect(readdirSync(folder)).toHaveLength(9);
  });

  test("makes its folder for the site's user alone", async () => {
    const folder = path.join(tempFolder("daily-new-"), "backups");
    await takeDailyBackup({ backups, folder, now: day("2026-11-25") });
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  test("waits for the next look while another backup (a download) is being made", async () => {
    const folder = tempFolder("daily-busy-");
    const downloading = backups.take(path.join(tempFolder("download-"), "backup.tar.gz"));
    expect(await takeDailyBackup({ backups, folder, now: day("2026-11-24") })).toEqual({ skipped: "busy" });
    expect(await downloading).not.toBeNull();
    expect(readdirSync(folder)).toEqual([]);
  });

  test("is looked for soon after start and logged when taken; a failure is logged and never thrown", async () => {
    const lines: string[] = [];
    const log = {
      info: (_: unknown, message?: string) => void lines.push(`info: ${message}`),
      warn: (_: unknown, message?: string) => void lines.push(`warn: ${message}`),
    };
    const folder = tempFolder("daily-started-");
    const stop = startDailyBackups({ backups, folder, log, firstLookAfterMs: 10, everyMs: 60_000 });
    const today = path.join(folder, backupFileName(new Date()));
    const deadline = Date.now() + 60_000;
    while (!existsSync(today) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(existsSync(today)).toBe(true);
    expect(lines).toEqual(["info: daily backup taken"]);

    // A folder that cannot be made (a file has its name).
    const blocked = path.join(tempFolder("daily-blocked-"), "backups");
    writeFileSync(blocked, "not a folder");
    const stopBlocked = startDailyBackups({
      backups,
      folder: blocked,
      log,
      firstLookAfterMs: 10,
      everyMs: 20,
    });
    while (lines.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopBlocked();
    expect(lines.slice(1, 3)).toEqual([
      "warn: the daily backup failed; it is tried again within the hour",
      "warn: the daily backup failed; it is tried again within the hour",
    ]);
  });
});

test("a site started with DAILY_BACKUPS=true takes its backup into DATA_DIR/backups", async () => {
  const dataDir = tempFolder("daily-site-");
  const t = await createTestApp("pglite", {
    env: { DAILY_BACKUPS: "true", DATA_DIR: dataDir },
    firstDailyBackupAfterMs: 10,
  });
  try {
    const today = path.join(dataDir, "backups", backupFileName(new Date()));
    const deadline = Date.now() + 60_000;
    while (!existsSync(today) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(today)).toBe(true);
  } finally {
    await t.close();
  }
});
