import { PGlite } from "@electric-sql/pglite";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  backupOf,
  editedArchive,
  editManifest,
  foreignArchive,
  imagesIn,
  rowsOfEmbedded,
  rowsOfPostgres,
  tempFolder,
  uploadsFolder,
} from "#tests/helpers/backup-archives.ts";
import { everyRow, fillEveryTable } from "#tests/helpers/site-rows.ts";
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  type TestDatabase,
} from "#tests/helpers/test-app.ts";
import { openDatabase, snapshotMigratedPglite } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { pgliteSession } from "#server/db/sql-session.ts";
import { blogPosts } from "#server/db/schema.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { applyMigrations, siteMigrations } from "./migration-level.ts";
import { restoreBackupFile, type RestoreOptions } from "./restore-backup.ts";
import { writeBackupArchive } from "./write-backup-archive.ts";

const postgres = process.env.TEST_DATABASE_URL ? test : test.skip;
const embedded = (dataDir: string, replace = false): RestoreOptions => ({
  target: { kind: "pglite" },
  dataDir,
  replace,
  imagesToDisk: true,
});
const onPostgres = (url: string, dataDir: string, replace = false): RestoreOptions => ({
  target: { kind: "postgres", url },
  dataDir,
  replace,
  imagesToDisk: true,
});

/** One embedded site with rows in every table and two images, backed up once for the whole file. */
let site: TestDatabase;
let rows: Record<string, string[]>;
let images: Record<string, Buffer>;
let archive: string;
beforeAll(async () => {
  site = await createTestDatabase("pglite");
  await fillEveryTable(site.db);
  rows = await site.readSnapshot((session) => everyRow(session));
  const uploads = uploadsFolder();
  images = uploads.images;
  archive = (await backupOf(site, uploads.folder)).file;
});
afterAll(() => site.dispose());

test("the fixture fills every table of the site, so a backup that lost one would be seen", async () => {
  const empty = Object.entries(rows).filter(
    ([table, found]) => table !== "(sequences)" && found.length === 0,
  );
  expect(empty).toEqual([]);
  expect(Object.keys(rows).length).toBeGreaterThanOrEqual(18);
});

describe("a backup restores with every row and every image", () => {
  test("from the embedded database into an empty embedded one, which the site then opens as its own", async () => {
    const dataDir = tempFolder("restore-");
    const report = await restoreBackupFile(archive, embedded(dataDir));

    expect(report).toEqual({
      takenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      tables: expect.objectContaining({ blog_posts: 2, search_entries: 1, newsletter_subscribers: 2 }),
      images: { restored: 2, into: path.join(dataDir, "uploads") },
      keptAside: [],
    });
    expect(await rowsOfEmbedded(dataDir)).toEqual(rows);
    expect(imagesIn(path.join(dataDir, "uploads"))).toEqual(images);
    // Nothing of the restore's own is left behind.
    expect(readdirSync(dataDir).sort()).toEqual(["pglite", "uploads"]);

    // The site's migrator finds every migration applied, and the next post gets the next id.
    const opened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const [post] = await opened.db
        .insert(blogPosts)
        .values({ title: "Next", slug: "next", category: "c", excerpt: "e", content: "c", authorName: "a" })
        .returning({ id: blogPosts.id });
      expect(post!.id).toBe(3);
    } finally {
      await opened.close();
    }
  });

  postgres("from the embedded database into an empty PostgreSQL database", async () => {
    const target = await createEmptyPostgresDatabase();
    try {
      const dataDir = tempFolder("restore-pg-");
      const report = await restoreBackupFile(archive, onPostgres(target.url, dataDir));
      expect(report.images).toEqual({ restored: 2, into: path.join(dataDir, "uploads") });
      expect(await rowsOfPostgres(target.url)).toEqual(rows);
      expect(imagesIn(path.join(dataDir, "uploads"))).toEqual(images);
      const opened = await openDatabase({ kind: "postgres", url: target.url });
      await opened.close();
    } finally {
      await target.dispose();
    }
  });

  postgres("from PostgreSQL into an empty embedded database", async () => {
    const source = await createTestDatabase("postgres");
    try {
      await fillEveryTable(source.db);
      const sourceRows = await source.readSnapshot((session) => everyRow(session));
      const uploads = uploadsFolder();
      const { file, manifest } = await backupOf(source, uploads.folder);
      expect(manifest.database.from).toBe("postgres");

      const dataDir = tempFolder("restore-from-pg-");
      await restoreBackupFile(file, embedded(dataDir));
      expect(await rowsOfEmbedded(dataDir)).toEqual(sourceRows);
      expect(imagesIn(path.join(dataDir, "uploads"))).toEqual(uploads.images);
    } finally {
      await source.dispose();
    }
  });

  test("from an older release's database: restored at its migration level, then brought up to this release's", async () => {
    const migrations = siteMigrations();
    const older = await PGlite.create();
    try {
      await applyMigrations(pgliteSession(older), migrations.slice(0, 1));
      await older.exec(
        "insert into contact_messages (name, email, type, subject, message) values ('Old', 'old@example.com', 'general', 'Hi', 'From before')",
      );
      const { file, manifest } = await backupOf(
        {
          kind: "pglite",
          readSnapshot: (read) => older.transaction((tx) => read(pgliteSession(tx))),
        },
        uploadsFolder().folder,
      );
      expect(manifest.database.lastMigration).toBe(migrations[0]!.tag);
      expect(manifest.database.tables).not.toHaveProperty("owner_notifications");

      const dataDir = tempFolder("restore-older-");
      await restoreBackupFile(file, embedded(dataDir));
      const restored = await rowsOfEmbedded(dataDir);
      expect(restored.contact_messages).toEqual([expect.stringContaining("From before")]);
      // Tables of later migrations are there, empty.
      expect(restored.owner_notifications).toEqual([]);
      const opened = await openDatabase({ kind: "pglite", dataDir });
      await opened.close();
    } finally {
      await older.close();
    }
  });

  test("with images in S3, the archive says so and a restore leaves DATA_DIR/uploads alone", async () => {
    const file = path.join(tempFolder("backup-s3-"), "site.tar.gz");
    const manifest = await writeBackupArchive({ database: site, images: { storage: "s3" }, file });
    expect(manifest.images).toEqual({
      storage: "s3",
      note: "Uploaded images are kept in the site's S3 bucket, not in this archive: back the bucket up on its own.",
    });
    const dataDir = tempFolder("restore-s3-");
    mkdirSync(path.join(dataDir, "uploads"));
    writeFileSync(path.join(dataDir, "uploads", "kept.webp"), "an image already here");

    const report = await restoreBackupFile(file, embedded(dataDir));
    expect(report.images).toBeNull();
    expect(readdirSync(path.join(dataDir, "uploads"))).toEqual(["kept.webp"]);
  });

  test("into a site whose images are in S3, the archive's images are left in it and said so", async () => {
    const dataDir = tempFolder("restore-to-s3-");
    const report = await restoreBackupFile(archive, { ...embedded(dataDir), imagesToDisk: false });
    expect(report.images).toEqual({ leftInArchive: 2 });
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });
});

describe("a file that is not a whole backup of this site is refused, and nothing changes", () => {
  /**
   * A data folder restored once, whose every file is compared before and after each refusal (the
   * database's own files change when it is merely read: its rows are compared at the end).
   */
  let dataDir: string;
  const snapshot = () =>
    readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !path.relative(dataDir, entry.parentPath).startsWith("pglite"))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(dataDir, file)} ${createHash("sha256").update(readFileSync(file)).digest("hex")}`;
      })
      .concat(readdirSync(dataDir))
      .sort();
  beforeAll(async () => {
    dataDir = tempFolder("refusals-");
    await restoreBackupFile(archive, embedded(dataDir));
  });

  const refusals: [string, () => Promise<string>, string][] = [
    [
      "a file that is not gzip",
      async () => written("hello, I am text"),
      "This file is not a backup of this site: it is not a .tar.gz archive.",
    ],
    [
      "a gzip file that holds no tar archive",
      async () => written(gzipSync("not a tar archive")),
      "This file is not a backup of this site: it is not a tar archive the site can read",
    ],
    [
      "a backup cut short",
      async () => written(readFileSync(archive).subarray(0, statSync(archive).size / 2)),
      "This backup is incomplete: the file ends early (a download or copy that was cut short?).",
    ],
    [
      "a backup with damaged bytes",
      async () => {
        const bytes = Buffer.from(readFileSync(archive));
        for (let i = 2000; i < 2100; i++) bytes[i] = bytes[i]! ^ 0xff;
        return written(bytes);
      },
      "This backup is damaged: ",
    ],
    [
      "another program's archive",
      foreignArchive,
      "This file is not a backup of this site: it is a tar archive that does not begin with manifest.json.",
    ],
    [
      "another program's manifest",
      () =>
        editedArchive(archive, (folder) => editManifest(folder, (m) => (m.format = "someone-elses-backup"))),
      'This file is not a backup of this site: its manifest.json does not say "thriving-site-backup".',
    ],
    [
      "a backup of a newer format",
      () => editedArchive(archive, (folder) => editManifest(folder, (m) => (m.version = 2))),
      "This backup was made by a newer release of the site (backup format 2; this release reads 1). Restore it with that release or a newer one.",
    ],
    [
      "a backup of a newer release's database",
      () =>
        editedArchive(archive, (folder) =>
          editManifest(folder, (m) => {
            const database = m.database as { migrations: string[] };
            database.migrations.push("f".repeat(64));
          }),
        ),
      `This backup's database is newer than this release of the site (${siteMigrations().length + 1} migrations; this release knows ${siteMigrations().length}). Restore it with the release that made it, or a newer one.`,
    ],
    [
      "a backup whose data no longer matches its manifest",
      () => editedArchive(archive, (folder) => appendFileSync(path.join(folder, "data.sql"), "-- added\n")),
      "This backup is damaged: data.sql is not the file its manifest describes (size or checksum differs).",
    ],
    [
      "a backup missing one of its images",
      () => editedArchive(archive, (folder) => rmSync(path.join(folder, "uploads", "b2.png"))),
      "This backup is incomplete: 1 of the images its manifest lists are not in it (b2.png).",
    ],
    [
      "a backup holding a file its manifest does not list",
      () =>
        editedArchive(archive, (folder) => writeFileSync(path.join(folder, "uploads", "extra.webp"), "x")),
      'This file is not a backup of this site: it holds "uploads/extra.webp", which its manifest does not list.',
    ],
    [
      "a dump with a statement the backup never writes, its checksum made to match",
      () =>
        editedArchive(archive, (folder) => {
          const dump = path.join(folder, "data.sql");
          appendFileSync(dump, "DROP TABLE blog_posts;\n");
          const bytes = readFileSync(dump);
          editManifest(folder, (m) => {
            m.dump = {
              file: "data.sql",
              bytes: bytes.length,
              sha256: createHash("sha256").update(bytes).digest("hex"),
            };
          });
        }),
      "This backup's data.sql has a line",
    ],
  ];

  test.each(refusals)("%s", async (_, make, message) => {
    const before = snapshot();
    const file = await make();
    const refused = restoreBackupFile(file, embedded(dataDir, true));
    await expect(refused).rejects.toBeInstanceOf(BackupRestoreError);
    await expect(refused).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
  });

  test("the folder still holds the restored site, whole", async () => {
    expect(await rowsOfEmbedded(dataDir)).toEqual(rows);
  });

  postgres("on PostgreSQL too: a damaged backup leaves the database's rows as they were", async () => {
    const target = await createEmptyPostgresDatabase();
    try {
      const pgDataDir = tempFolder("refusals-pg-");
      await restoreBackupFile(archive, onPostgres(target.url, pgDataDir));
      const tampered = await editedArchive(archive, (folder) => {
        const dump = path.join(folder, "data.sql");
        const bytes = Buffer.from(readFileSync(dump, "utf8").replace("'Plain'", "'Changed'"));
        writeFileSync(dump, bytes);
        editManifest(folder, (m) => {
          const database = m.database as { tables: Record<string, number> };
          database.tables.blog_posts = 3;
          m.dump = {
            file: "data.sql",
            bytes: bytes.length,
            sha256: createHash("sha256").update(bytes).digest("hex"),
          };
        });
      });
      // Loaded all the way, then found short of the manifest's count: the transaction is rolled back.
      await expect(restoreBackupFile(tampered, onPostgres(target.url, pgDataDir, true))).rejects.toThrow(
        "This backup is damaged: its manifest counts 3 rows in blog_posts, its data.sql gave 2.",
      );
      expect(await rowsOfPostgres(target.url)).toEqual(rows);
      expect(imagesIn(path.join(pgDataDir, "uploads"))).toEqual(images);
      expect(readdirSync(pgDataDir)).toEqual(["uploads"]);
    } finally {
      await target.dispose();
    }
  });
});

function written(bytes: string | Buffer): string {
  const file = path.join(tempFolder("bad-"), "bad.tar.gz");
  writeFileSync(file, bytes);
  return file;
}

describe("a target that already holds data", () => {
  test("an embedded one is refused without --replace, and replaced with it, the old one kept aside", async () => {
    const dataDir = tempFolder("replace-");
    await restoreBackupFile(archive, embedded(dataDir));
    writeFileSync(path.join(dataDir, "uploads", "d4.gif"), "an image added since");

    await expect(restoreBackupFile(archive, embedded(dataDir))).rejects.toThrow(
      `The embedded database in ${path.join(dataDir, "pglite")} already has data (admin_sessions: 1 row, blog_posts: 2 rows, coaching_payments: 1 row, contact_messages: 1 row, donations: 1 row, and 12 more tables), ` +
        `and ${path.join(dataDir, "uploads")} already has 3 images. ` +
        "Add --replace to replace it with the backup: the current database and images are kept beside the restored ones.",
    );
    expect(readdirSync(dataDir).sort()).toEqual(["pglite", "uploads"]);

    const report = await restoreBackupFile(archive, embedded(dataDir, true));
    expect(report.keptAside).toEqual([
      expect.stringMatching(new RegExp(`^${dataDir}/pglite-before-restore-`)),
      expect.stringMatching(new RegExp(`^${dataDir}/uploads-before-restore-`)),
    ]);
    expect(await rowsOfEmbedded(dataDir)).toEqual(rows);
    expect(imagesIn(path.join(dataDir, "uploads"))).toEqual(images);
    expect(readdirSync(report.keptAside[1]!)).toContain("d4.gif");
  });

  test("an embedded folder that is no database counts as holding data", async () => {
    const dataDir = tempFolder("not-a-database-");
    mkdirSync(path.join(dataDir, "pglite"));
    writeFileSync(path.join(dataDir, "pglite", "marker"), "something else");
    await expect(restoreBackupFile(archive, embedded(dataDir))).rejects.toThrow(
      `The embedded database in ${path.join(dataDir, "pglite")} is there but cannot be opened. Add --replace`,
    );
    expect(readdirSync(path.join(dataDir, "pglite"))).toEqual(["marker"]);
  });

  test("a data folder a running server holds is refused", async () => {
    const dataDir = tempFolder("locked-");
    writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(restoreBackupFile(archive, embedded(dataDir, true))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    expect(readdirSync(dataDir)).toEqual(["server.lock"]);
  });

  postgres(
    "a PostgreSQL one is refused without --replace, replaced with it in one go, and refused while a site is connected",
    async () => {
      const target = await createEmptyPostgresDatabase();
      try {
        const dataDir = tempFolder("replace-pg-");
        // A site started on it once: migrated, with a row of its own.
        const started = await openDatabase({ kind: "postgres", url: target.url });
        await started.db.insert(blogPosts).values({
          title: "Theirs",
          slug: "theirs",
          category: "c",
          excerpt: "e",
          content: "c",
          authorName: "a",
        });
        await expect(restoreBackupFile(archive, onPostgres(target.url, dataDir, true))).rejects.toThrow(
          "A running site is connected to the PostgreSQL database in DATABASE_URL (1 connections): stop every instance of the site first.",
        );
        await started.close();

        await expect(restoreBackupFile(archive, onPostgres(target.url, dataDir))).rejects.toThrow(
          "The PostgreSQL database in DATABASE_URL already has data (blog_posts: 1 row). Add --replace to replace it with the backup: " +
            "its tables are dropped in the same transaction that loads the backup, and the current images are kept beside the restored ones.",
        );
        expect((await rowsOfPostgres(target.url)).blog_posts).toEqual([expect.stringContaining("Theirs")]);

        await restoreBackupFile(archive, onPostgres(target.url, dataDir, true));
        expect(await rowsOfPostgres(target.url)).toEqual(rows);
      } finally {
        await target.dispose();
      }
    },
  );
});

describe("a backup of the earlier format (the embedded database's folder)", () => {
  test("restores its rows, and says it holds no images", async () => {
    const older = new PGlite({ loadDataDir: await snapshotMigratedPglite() });
    await older.exec(
      "insert into contact_messages (name, email, type, subject, message) values ('Ada', 'ada@example.com', 'general', 'Hi', 'Kept since')",
    );
    const file = written(Buffer.from(await (await older.dumpDataDir("gzip")).arrayBuffer()));
    await older.close();

    const dataDir = tempFolder("restore-earlier-");
    const report = await restoreBackupFile(file, embedded(dataDir));
    expect(report.images).toBeNull();
    expect(report.tables.contact_messages).toBe(1);
    expect((await rowsOfEmbedded(dataDir)).contact_messages).toEqual([expect.stringContaining("Kept since")]);
  });

  test("another program's embedded database is refused", async () => {
    const other = await PGlite.create();
    await other.exec("create table notes (id serial primary key)");
    const file = written(Buffer.from(await (await other.dumpDataDir("gzip")).arrayBuffer()));
    await other.close();
    const dataDir = tempFolder("restore-other-");
    await expect(restoreBackupFile(file, embedded(dataDir))).rejects.toThrow(
      "This file is a database, but not this site's: it has none of the site's tables.",
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
