import { PGlite } from "@electric-sql/pglite";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gunzip } from "node:zlib";
import { promisify } from "node:util";
import { brand } from "#shared/content/brand.ts";
import { pgliteSession } from "#server/db/sql-session.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";
import { DATA_DUMP_FILE, writeDataDump } from "./data-dump.ts";
import type { UnpackedBackup } from "./read-backup-archive.ts";

/**
 * Reads a backup of the earlier format, which the dashboard made until backups became portable:
 * the embedded database's folder as one .tar.gz (PGlite's dumpDataDir), without images. The
 * folder is opened in memory and dumped like a live database, so it restores into either database
 * as a current backup does. Its images were never in it (they stayed in DATA_DIR/uploads).
 */
export async function unpackPgliteFolderArchive(file: string, folder: string): Promise<UnpackedBackup> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(await readFile(file));
  } catch (error) {
    throw new BackupRestoreError(
      "This backup is damaged or incomplete: its compressed data cannot be read.",
      {
        cause: error,
      },
    );
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(tar)]) });
  } catch (error) {
    throw new BackupRestoreError(
      "This file is not a backup of this site: it looks like an embedded database's folder, but one that cannot be opened.",
      { cause: error },
    );
  }
  try {
    const [tables] = (
      await client.query<{ migrations: string | null; payments: string | null }>(
        "select to_regclass('drizzle.__drizzle_migrations')::text as migrations, to_regclass('public.coaching_payments')::text as payments",
      )
    ).rows;
    if (!tables?.migrations || !tables.payments) {
      throw new BackupRestoreError(
        "This file is a database, but not this site's: it has none of the site's tables.",
      );
    }
    const takenAt = (await stat(file)).mtime.toISOString();
    const dump = await client.transaction((tx) =>
      writeDataDump(
        pgliteSession(tx),
        path.join(folder, DATA_DUMP_FILE),
        `${brand.showName}: every row of an embedded database backup of the earlier format (${path.basename(file)}).`,
      ),
    );
    return {
      takenAt,
      dump: { file: path.join(folder, DATA_DUMP_FILE), migrations: dump.migrations, tables: dump.tables },
      images: null,
    };
  } finally {
    await client.close();
  }
}
