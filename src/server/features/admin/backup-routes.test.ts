import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { tempFolder } from "#tests/helpers/backup-archives.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { tinyPng } from "#shared/tiny-images.test-fixture.ts";
import { restoreBackupFile } from "#server/backup/restore-backup.ts";
import { backupFileName } from "#server/backup/site-backups.ts";
import { openDatabase } from "#server/db/client.ts";
import { dashboardBackup } from "./backup-routes.ts";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  type: "general",
  subject: "Hello",
  message: "A message worth keeping.",
};
const SITE = "https://podcast.example.com";
const png = tinyPng();

describe.each(testDatabaseKinds)("the owner's site backup on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { DATA_DIR: tempFolder("backup-route-") } });
    cookie = await adminCookie(t);
  });
  afterAll(() => t.close());
  const download = () => t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });

  test("anyone else gets 401 and no archive", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/backup" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  test("the owner downloads the whole site, and a restore of it serves every row and image again", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/contacts", payload: contact })).statusCode).toBe(
      201,
    );
    const grant = await t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    const upload = new URL((grant.json() as { uploadURL: string }).uploadURL, SITE);
    const put = await t.app.inject({
      method: "PUT",
      url: upload.pathname + upload.search,
      headers: { "content-type": "image/png" },
      payload: png,
    });
    expect(put.statusCode, put.body).toBe(200);
    const imageName = upload.pathname.split("/").pop()!;

    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="the-thriving-path-podcast-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    expect(backupFileName(new Date("2026-11-23T23:59:59Z"))).toBe(
      "the-thriving-path-podcast-backup-2026-11-23.tar.gz",
    );
    expect(res.headers["cache-control"]).toBe("no-store");

    // Restored as the command does: the file as saved, into another site's empty data folder.
    const saved = path.join(tempFolder("downloaded-"), "backup.tar.gz");
    writeFileSync(saved, res.rawPayload);
    const dataDir = tempFolder("restored-site-");
    const report = await restoreBackupFile(saved, {
      target: { kind: "pglite" },
      dataDir,
      replace: false,
      imagesToDisk: true,
    });
    expect(report.tables).toMatchObject({ contact_messages: 1, upload_grants: 1 });
    expect(report.images).toEqual({ restored: 1, into: path.join(dataDir, "uploads") });

    const database = await openDatabase({ kind: "pglite", dataDir });
    const restored = await createTestApp("pglite", {
      env: { DATA_DIR: dataDir },
      database: { ...database, dispose: () => database.close() },
    });
    try {
      const image = await restored.app.inject({ method: "GET", url: `/public-objects/${imageName}` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload).toEqual(png);
      const messages = await restored.app.inject({
        method: "GET",
        url: "/api/contacts",
        headers: { cookie: await adminCookie(restored) },
      });
      expect(messages.json()).toEqual([
        expect.objectContaining({ name: contact.name, message: contact.message }),
      ]);
    } finally {
      await restored.close();
    }
  });

  test("one backup is made at a time, and HEAD does not make one", async () => {
    // Whichever reaches the handler first is made (on PostgreSQL the owner's session may be
    // looked up for the second sooner); the other is refused.
    const both = await Promise.all([download(), download()]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: "backup_in_progress",
      message: "A backup is being made right now. Try again in a minute.",
    });
    expect((await download()).statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/api/admin/backup", headers: { cookie } });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe("GET");
    // Nothing of the downloads stays in the data folder.
    expect(readdirSync(t.config.dataDir)).toEqual(["uploads"]);
  });
});

describe("what the dashboard says of its backup", () => {
  test("with images on disk, nothing more: they are in the download", () => {
    expect(dashboardBackup({ kind: "disk" })).toEqual({ imagesInBucket: false });
  });

  test("with images in S3, that the bucket keeps them", () => {
    expect(dashboardBackup({ kind: "s3" })).toEqual({ imagesInBucket: true });
  });
});
