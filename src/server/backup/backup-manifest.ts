import { z } from "zod";
import { isStoredObjectFile } from "#server/providers/storage/disk-storage.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { DATA_DUMP_FILE } from "./data-dump.ts";

/**
 * `manifest.json`, the first file of a backup archive: what the archive is, when it was taken,
 * the database's migration level and rows per table, and every image with its size and SHA-256,
 * so a restore can check the whole archive before it changes anything (decision 027).
 */
export const MANIFEST_FILE = "manifest.json";
export const BACKUP_FORMAT = "thriving-site-backup";
/** Raised when a release writes archives an older one could misread; older versions stay readable. */
export const BACKUP_FORMAT_VERSION = 1;
/** The folder of the archive that holds the uploaded images (as DATA_DIR/uploads does). */
export const ARCHIVE_IMAGES_FOLDER = "uploads";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const byteCount = z.number().int().min(0);

/** The note an archive carries in place of images kept in an S3 bucket. */
export const IMAGES_IN_BUCKET_NOTE =
  "Uploaded images are kept in the site's S3 bucket, not in this archive: back the bucket up on its own.";

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  site: z.string(),
  takenAt: z.iso.datetime(),
  database: z.object({
    /** Which database the rows were dumped from; either restores into either. */
    from: z.enum(["pglite", "postgres"]),
    /** The hashes of the migrations the database had, oldest first (Drizzle's record). */
    migrations: z.array(sha256),
    /** The last of them by name, for people reading the manifest; null when none. */
    lastMigration: z.string().nullable(),
    tables: z.record(z.string(), byteCount),
  }),
  dump: z.object({ file: z.literal(DATA_DUMP_FILE), bytes: byteCount, sha256 }),
  images: z.discriminatedUnion("storage", [
    z.object({
      storage: z.literal("disk"),
      files: z.array(z.object({ name: z.string().refine(isStoredObjectFile), bytes: byteCount, sha256 })),
    }),
    z.object({ storage: z.literal("s3"), note: z.string() }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** What the manifest's first two fields say, read before the rest to tell a foreign or newer archive. */
const formatSchema = z.object({ format: z.string(), version: z.number() });

/** Reads a manifest, refusing one of another program, of a newer format, or damaged. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BackupRestoreError("This file is not a backup of this site: its manifest.json is not JSON.", {
      cause: error,
    });
  }
  const format = formatSchema.safeParse(json);
  if (!format.success || format.data.format !== BACKUP_FORMAT) {
    throw new BackupRestoreError(
      `This file is not a backup of this site: its manifest.json does not say "${BACKUP_FORMAT}".`,
    );
  }
  if (format.data.version > BACKUP_FORMAT_VERSION) {
    throw new BackupRestoreError(
      `This backup was made by a newer release of the site (backup format ${format.data.version}; this release reads ${BACKUP_FORMAT_VERSION}). ` +
        "Restore it with that release or a newer one.",
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) {
    throw new BackupRestoreError(
      `This backup's manifest.json is damaged: ${manifest.error.issues[0]!.path.join(".")} is not as the site writes it.`,
    );
  }
  return manifest.data;
}
