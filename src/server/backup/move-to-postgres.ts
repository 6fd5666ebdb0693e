import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { brand } from "#shared/content/brand.ts";
import { openDatabase } from "#server/db/client.ts";
import { PGLITE_FOLDER } from "#server/db/pglite-folder-swap.ts";
import { UPLOADS_FOLDER } from "#server/features/uploads/upload-routes.ts";
import { isStoredObjectFile } from "#server/providers/storage/disk-storage.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { DATA_DUMP_FILE, writeDataDump } from "./data-dump.ts";
import { restoreUnpacked, TargetHasDataError } from "./restore-backup.ts";

export type MoveReport = {
  /** The embedded database's folder the rows came from (left as it was). */
  from: string;
  /** Rows copied per table. */
  tables: Record<string, number>;
  /** The uploaded images in DATA_DIR/uploads, which stay there. */
  images: { folder: string; count: number };
};

/**
 * Copies the embedded site in `dataDir` into the empty PostgreSQL database at `url`: the rows are
 * dumped as a backup dumps them and restored as a backup is, in one transaction, at this release's
 * migration level. Refuses a database that holds any data, and an embedded database a running
 * server holds. The embedded database is left as it was; the images stay in DATA_DIR/uploads,
 * where the site reads them on either database.
 */
export async function moveToPostgres(dataDir: string, url: string): Promise<MoveReport> {
  const folder = path.resolve(dataDir);
  const from = path.join(folder, PGLITE_FOLDER);
  if (!existsSync(from)) throw new BackupRestoreError(`${folder} holds no embedded database to move.`);
  const embedded = await openDatabase({ kind: "pglite", dataDir: folder });
  const staging = await mkdtemp(path.join(folder, ".moving-"));
  try {
    const takenAt = new Date().toISOString();
    const dump = await embedded.readSnapshot((session) =>
      writeDataDump(
        session,
        path.join(staging, DATA_DUMP_FILE),
        `${brand.showName}: every row of the embedded database, moved to PostgreSQL ${takenAt}.`,
      ),
    );
    try {
      await restoreUnpacked(
        {
          takenAt,
          dump: {
            file: path.join(staging, DATA_DUMP_FILE),
            migrations: dump.migrations,
            tables: dump.tables,
          },
          images: null,
        },
        { target: { kind: "postgres", url }, dataDir: folder, replace: false, imagesToDisk: false },
      );
    } catch (error) {
      if (!(error instanceof TargetHasDataError)) throw error;
      throw new BackupRestoreError(
        `${error.holdings}. The move copies into an empty database only: point DATABASE_URL at a new, empty one.`,
      );
    }
    const uploads = path.join(folder, UPLOADS_FOLDER);
    const images = existsSync(uploads) ? readdirSync(uploads).filter(isStoredObjectFile).length : 0;
    return { from, tables: dump.tables, images: { folder: uploads, count: images } };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await embedded.close();
  }
}
