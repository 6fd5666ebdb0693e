import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gzipSync } from "node:zlib";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { BackupRestoreError, restorePgliteBackup } from "#server/db/restore-pglite-backup.ts";
import { backupFileName, dashboardBackup } from "./backup-routes.ts";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  type: "general",
  subject: "Hello",
  message: "A message worth keeping.",
};

describe.each(testDatabaseKinds)("the owner's database backup on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await adminCookie(t);
  });
  afterAll(() => t.close());

  test("anyone else gets 401 and no archive", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/backup" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  if (kind === "postgres") {
    test("on PostgreSQL the owner is pointed at pg_dump", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "backup_unavailable",
        message: "This site's database is PostgreSQL: back it up with pg_dump (README, Backups).",
      });
    });
    return;
  }

  test("the owner downloads the whole database, and restoring it into a data folder brings every row back", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/contacts", payload: contact })).statusCode).toBe(
      201,
    );

    const res = await t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="the-thriving-path-podcast-database-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    expect(backupFileName(new Date("2026-11-23T23:59:59Z"))).toBe(
      "the-thriving-path-podcast-database-2026-11-23.tar.gz",
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // Restored as the CLI does: the file as read from disk, into a data folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
    expect(await restorePgliteBackup(dataDir, res.rawPayload)).toEqual({ keptAs: null });
    const restored = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const { rows } = await restored.query<{ name: string; message: string }>(
        "select name, message from contact_messages",
      );
      expect(rows).toEqual([{ name: contact.name, message: contact.message }]);
    } finally {
      await restored.close();
    }
    expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);

    // A second restore keeps the database it replaces, beside the restored one.
    const { keptAs } = await restorePgliteBackup(dataDir, res.rawPayload);
    expect(keptAs).toMatch(/pglite-before-restore-/);
    expect(readdirSync(dataDir).sort()).toEqual(["pglite", path.basename(keptAs!)]);
  });

  test("one backup is made at a time, and HEAD does not make one", async () => {
    const get = () => t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    const [first, second] = await Promise.all([get(), get()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: "backup_in_progress",
      message: "A backup is being made right now. Try again in a minute.",
    });
    expect((await get()).statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/api/admin/backup", headers: { cookie } });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe("GET");
  });

  test("a file that is not a backup, or a running server, leaves the data folder as it was", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "restore-"));
    mkdirSync(path.join(dataDir, "pglite"));
    writeFileSync(path.join(dataDir, "pglite", "marker"), "the current database");

    const backup = (await t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } }))
      .rawPayload;
    const truncated = backup.subarray(0, backup.length / 2);
    for (const file of [Buffer.from("hello"), gzipSync("not a tar archive"), truncated]) {
      await expect(restorePgliteBackup(dataDir, file)).rejects.toThrow(
        new BackupRestoreError("This file is not a database backup downloaded from the dashboard."),
      );
      expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);
      expect(readdirSync(path.join(dataDir, "pglite"))).toEqual(["marker"]);
    }

    // Databases of other programs, one of them also migrated with Drizzle: not this site's.
    const other = await PGlite.create();
    const empty = new Uint8Array(await (await other.dumpDataDir("gzip")).arrayBuffer());
    await other.exec(
      "create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key)",
    );
    const otherDrizzleApp = new Uint8Array(await (await other.dumpDataDir("gzip")).arrayBuffer());
    await other.close();
    for (const foreign of [empty, otherDrizzleApp]) {
      await expect(restorePgliteBackup(dataDir, foreign)).rejects.toThrow(
        "This file is a database, but not this site's: it has none of the site's tables.",
      );
      expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);
    }

    // Stopped between its two moves, a restore leaves no database: the site then refuses to start
    // with an empty one and says how to go back.
    const interrupted = mkdtempSync(path.join(tmpdir(), "restore-"));
    mkdirSync(path.join(interrupted, "pglite-before-restore-2026-11-23T10-00-00-000Z"));
    await expect(openDatabase({ kind: "pglite", dataDir: interrupted })).rejects.toThrow(
      `${interrupted} holds no database but a database kept by a restore (pglite-before-restore-2026-11-23T10-00-00-000Z): the restore was interrupted. Rename pglite-before-restore-2026-11-23T10-00-00-000Z to pglite to go back to it, or run npm run db:restore-backup again.`,
    );
    expect(readdirSync(interrupted)).toEqual(["pglite-before-restore-2026-11-23T10-00-00-000Z"]);

    writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(restorePgliteBackup(dataDir, backup)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(readdirSync(path.join(dataDir, "pglite"))).toEqual(["marker"]);
  });
});

describe("what the dashboard's backup download offers", () => {
  const embedded = { backup: async () => new Blob([]) };
  const postgres = { backup: null };

  test("on PostgreSQL, nothing: its own tools back it up", () => {
    expect(dashboardBackup(postgres, { kind: "disk" }, "./data")).toBeNull();
  });

  test("with images on disk, the database and the uploads folder it leaves out", () => {
    // In full: the owner may not know the folder the site was started from.
    expect(dashboardBackup(embedded, { kind: "disk" }, "./data")).toEqual({
      uploadsFolder: path.join(process.cwd(), "data", "uploads"),
    });
    expect(dashboardBackup(embedded, { kind: "disk" }, "/srv/site")).toEqual({
      uploadsFolder: "/srv/site/uploads",
    });
  });

  test("with images in S3, the database alone: the bucket keeps the images", () => {
    expect(dashboardBackup(embedded, { kind: "s3" }, "./data")).toEqual({ uploadsFolder: null });
  });
});
