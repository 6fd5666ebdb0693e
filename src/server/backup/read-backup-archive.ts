import { createReadStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { Parser, type ReadEntry } from "tar";
import {
  ARCHIVE_IMAGES_FOLDER,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
} from "./backup-manifest.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { DATA_DUMP_FILE } from "./data-dump.ts";
import { copyHashing, type FileDigest } from "./hashing-copy.ts";
import { unpackPgliteFolderArchive } from "./pglite-folder-archive.ts";

/** A backup unpacked into a folder and checked whole: what a restore puts back. */
export type UnpackedBackup = {
  takenAt: string;
  dump: {
    file: string;
    /** The migration level the rows were taken at (hashes, oldest first). */
    migrations: string[];
    /** Rows per table, as the dump holds them. */
    tables: Record<string, number>;
  };
  /**
   * The uploaded images, unpacked into `folder` (which exists only when there is at least one);
   * null when the archive holds no images of the site: they are in its S3 bucket, or the archive
   * is a database-only backup of an earlier release.
   */
  images: { folder: string; names: string[] } | null;
};

/** The largest manifest read: a few hundred bytes per image, so room for tens of thousands of them. */
const MAX_MANIFEST_BYTES = 16 << 20;

/** Thrown on the first entry of an archive that is an embedded database's folder: the older format. */
class PgliteFolderFound extends Error {}

/**
 * Unpacks a backup into `folder` (empty, on the same disk as DATA_DIR so its images can be moved
 * in), checking every file against the manifest's size and SHA-256. A file that is not gzip, is
 * cut short or damaged, is another program's archive, or was made by a newer release is refused
 * with a BackupRestoreError saying which. A database-only backup from an earlier release (the
 * embedded database's folder as a .tar.gz) is read too.
 */
export async function unpackBackupArchive(file: string, folder: string): Promise<UnpackedBackup> {
  try {
    return await unpackCurrentFormat(file, folder);
  } catch (error) {
    if (error instanceof PgliteFolderFound) return unpackPgliteFolderArchive(file, folder);
    throw error;
  }
}

async function unpackCurrentFormat(file: string, folder: string): Promise<UnpackedBackup> {
  let manifest: BackupManifest | null = null;
  let dump: FileDigest | null = null;
  const imagesFolder = path.join(folder, ARCHIVE_IMAGES_FOLDER);
  const images = new Map<string, FileDigest>();

  await readTarEntries(file, async (entry, index) => {
    if (index === 0) {
      if (entry.path.startsWith("/")) throw new PgliteFolderFound();
      if (entry.path !== MANIFEST_FILE || entry.type !== "File") {
        throw new BackupRestoreError(
          `This file is not a backup of this site: it is a tar archive that does not begin with ${MANIFEST_FILE}.`,
        );
      }
      manifest = parseManifest(await readWhole(entry));
      return;
    }
    const expected: BackupManifest = manifest!;
    if (entry.path === DATA_DUMP_FILE && entry.type === "File" && !dump) {
      dump = await unpackFile(entry, path.join(folder, DATA_DUMP_FILE), expected.dump);
      return;
    }
    if (entry.path === `${ARCHIVE_IMAGES_FOLDER}/` && entry.type === "Directory") {
      entry.resume();
      return;
    }
    const name = entry.path.slice(ARCHIVE_IMAGES_FOLDER.length + 1);
    const listed =
      expected.images.storage === "disk" && entry.path === `${ARCHIVE_IMAGES_FOLDER}/${name}`
        ? expected.images.files.find((image) => image.name === name)
        : undefined;
    if (listed && entry.type === "File" && !images.has(name)) {
      await mkdir(imagesFolder, { recursive: true });
      images.set(name, await unpackFile(entry, path.join(imagesFolder, name), listed));
      return;
    }
    throw new BackupRestoreError(
      `This file is not a backup of this site: it holds ${JSON.stringify(entry.path)}, which its manifest does not list.`,
    );
  });

  const read = manifest as BackupManifest | null;
  if (!read) throw new BackupRestoreError("This file is not a backup of this site: it is an empty archive.");
  if (!dump) throw new BackupRestoreError(`This backup is incomplete: it has no ${DATA_DUMP_FILE}.`);
  const names = read.images.storage === "disk" ? read.images.files.map((image) => image.name) : null;
  const missing = names?.filter((name) => !images.has(name)) ?? [];
  if (missing.length > 0) {
    throw new BackupRestoreError(
      `This backup is incomplete: ${missing.length} of the images its manifest lists are not in it (${missing[0]}).`,
    );
  }
  return {
    takenAt: read.takenAt,
    dump: {
      file: path.join(folder, DATA_DUMP_FILE),
      migrations: read.database.migrations,
      tables: read.database.tables,
    },
    images: names && { folder: imagesFolder, names },
  };
}

/** Reads a small entry (the manifest) into a string. */
async function readWhole(entry: ReadEntry): Promise<string> {
  if (entry.size > MAX_MANIFEST_BYTES) {
    throw new BackupRestoreError(
      `This file is not a backup of this site: its ${MANIFEST_FILE} is far too large.`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** Writes an entry to `to`, refusing it unless its size and checksum are the manifest's. */
async function unpackFile(
  entry: ReadEntry,
  to: string,
  expected: { bytes: number; sha256: string },
): Promise<FileDigest> {
  const damaged = () =>
    new BackupRestoreError(
      `This backup is damaged: ${entry.path} is not the file its manifest describes (size or checksum differs).`,
    );
  if (entry.size !== expected.bytes) throw damaged();
  const digest = await copyHashing(entry, to);
  if (digest.bytes !== expected.bytes || digest.sha256 !== expected.sha256) throw damaged();
  return digest;
}

/**
 * Feeds the gunzipped archive to a strict tar parser and hands each entry, in order, to
 * `onEntry`, which must consume it. The first error, from gzip, tar or `onEntry`, stops the read
 * and is thrown, in the owner's words.
 */
export async function readTarEntries(
  file: string,
  onEntry: (entry: ReadEntry, index: number) => Promise<void>,
): Promise<void> {
  const parser = new Parser({ strict: true });
  let failure: unknown = null;
  let count = 0;
  // One entry at a time, in order: the next waits (and the parser with it) until this one is handled.
  let handled = Promise.resolve();
  parser.on("entry", (entry: ReadEntry) => {
    const index = count++;
    handled = handled.then(() =>
      failure
        ? void entry.resume()
        : onEntry(entry, index).catch((error: unknown) => {
            failure ??= error;
            entry.resume();
            parser.abort(error instanceof Error ? error : new Error(String(error)));
          }),
    );
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("error", (error: Error) => {
      failure ??= error;
      reject(error);
    });
    parser.on("end", () => resolve());
  });
  parsed.catch(() => {});
  try {
    await pipeline(createReadStream(file), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        if (failure) return;
        if (!parser.write(chunk)) await Promise.race([once(parser, "drain"), parsed]);
      }
      if (!failure) parser.end();
    });
    await parsed;
    await handled;
  } catch (error) {
    throw inOwnersWords(failure ?? error, count > 0);
  }
  if (failure) throw inOwnersWords(failure, count > 0);
}

/**
 * gzip's and tar's errors as a sentence for the owner; the restore's own errors as they are. A tar
 * error after the archive's first entry was read means damage, before it a file of another kind.
 */
function inOwnersWords(error: unknown, entriesRead: boolean): unknown {
  if (error instanceof BackupRestoreError || error instanceof PgliteFolderFound) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "Z_DATA_ERROR" && /incorrect header check/.test(message)) {
    return new BackupRestoreError("This file is not a backup of this site: it is not a .tar.gz archive.", {
      cause: error,
    });
  }
  if (code === "Z_BUF_ERROR") {
    return new BackupRestoreError(
      "This backup is incomplete: the file ends early (a download or copy that was cut short?).",
      { cause: error },
    );
  }
  if (code?.startsWith("Z_")) {
    return new BackupRestoreError(`This backup is damaged: its compressed data is corrupt (${message}).`, {
      cause: error,
    });
  }
  if (code?.startsWith("TAR_")) {
    return new BackupRestoreError(
      entriesRead
        ? `This backup is damaged: its contents cannot be read (${message}).`
        : `This file is not a backup of this site: it is not a tar archive the site can read (${message}).`,
      { cause: error },
    );
  }
  return error;
}
