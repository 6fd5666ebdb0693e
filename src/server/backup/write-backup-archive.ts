import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { create as createTar } from "tar";
import { brand } from "#shared/content/brand.ts";
import type { Database } from "#server/db/client.ts";
import { isStoredObjectFile } from "#server/providers/storage/disk-storage.ts";
import {
  ARCHIVE_IMAGES_FOLDER,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  IMAGES_IN_BUCKET_NOTE,
  MANIFEST_FILE,
  type BackupManifest,
} from "./backup-manifest.ts";
import { DATA_DUMP_FILE, writeDataDump } from "./data-dump.ts";
import { copyHashing } from "./hashing-copy.ts";
import { lastMigrationTag } from "./migration-level.ts";

/** Where the site's uploaded images are: files in a folder (DATA_DIR/uploads), or an S3 bucket. */
export type BackupImages = { storage: "disk"; folder: string } | { storage: "s3" };

export type WriteBackupOptions = {
  database: Pick<Database, "kind" | "readSnapshot">;
  images: BackupImages;
  /** The archive to write (a .tar.gz); it must not exist yet. After a failure, what was written of it is the caller's to remove. */
  file: string;
  now?: () => Date;
};

/**
 * Writes a backup archive of the site: a gzip tar of `manifest.json`, the SQL dump of every row
 * (`data.sql`) and, with disk storage, every uploaded image (`uploads/…`). The rows are read in
 * one snapshot; the dump and the images are first copied into a temporary folder, where their
 * sizes and checksums are taken for the manifest, then packed. Nothing is held in memory whole.
 */
export async function writeBackupArchive({
  database,
  images,
  file,
  now = () => new Date(),
}: WriteBackupOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), "site-backup-"));
  try {
    const takenAt = now().toISOString();
    const dump = await database.readSnapshot((session) =>
      writeDataDump(
        session,
        path.join(staging, DATA_DUMP_FILE),
        `${brand.showName}: every row of the site's database (${database.kind}), taken ${takenAt}.`,
      ),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      site: brand.showName,
      takenAt,
      database: {
        from: database.kind,
        migrations: dump.migrations,
        lastMigration: lastMigrationTag(dump.migrations),
        tables: dump.tables,
      },
      dump: { file: DATA_DUMP_FILE, bytes: dump.bytes, sha256: dump.sha256 },
      images:
        images.storage === "disk"
          ? {
              storage: "disk",
              files: await stageImages(images.folder, path.join(staging, ARCHIVE_IMAGES_FOLDER)),
            }
          : { storage: "s3", note: IMAGES_IN_BUCKET_NOTE },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_FILE, DATA_DUMP_FILE];
    if (manifest.images.storage === "disk" && manifest.images.files.length > 0)
      entries.push(ARCHIVE_IMAGES_FOLDER);
    // The manifest first: a restore reads it before anything else.
    await pipeline(
      createTar({ cwd: staging, portable: true }, entries),
      createGzip(),
      // Readable by the site's user alone: it holds every row, the site's secrets among them.
      createWriteStream(file, { flags: "wx", mode: 0o600 }),
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Copies the stored images of `folder` into `into`, taking each one's size and checksum as copied
 * (images are written once under a new name, never changed: a copy is a consistent snapshot).
 */
async function stageImages(
  folder: string,
  into: string,
): Promise<{ name: string; bytes: number; sha256: string }[]> {
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && isStoredObjectFile(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  await mkdir(into);
  const files = [];
  for (const name of names) {
    files.push({
      name,
      ...(await copyHashing(createReadStream(path.join(folder, name)), path.join(into, name))),
    });
  }
  return files;
}
