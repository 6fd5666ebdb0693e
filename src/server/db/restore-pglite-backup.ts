import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { acquireDataDirLock } from "./data-dir-lock.ts";

/** Where a restore keeps the database it replaced, beside the restored one. */
export const KEPT_PREFIX = "pglite-before-restore-";

/** The archive could not be put back; the database in the data folder is as it was. */
export class BackupRestoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupRestoreError";
  }
}

/**
 * Puts a backup from the dashboard (`Database.backup`) back as the embedded database under
 * `dataDir`. Refuses while a server uses the folder. The archive is first opened beside the
 * current database, and must hold this site's tables; only then does it take the current one's
 * place, which is kept beside it rather than deleted. Answers where the replaced one was kept.
 */
export async function restorePgliteBackup(
  dataDir: string,
  archive: Uint8Array,
): Promise<{ keptAs: string | null }> {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const release = acquireDataDirLock(folder);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const staging = path.join(folder, `pglite-restoring-${stamp}`);
  const current = path.join(folder, "pglite");
  let keptAs: string | null = null;
  try {
    await openAndCheck(staging, archive);
    if (existsSync(current)) {
      keptAs = path.join(folder, `${KEPT_PREFIX}${stamp}`);
      renameSync(current, keptAs);
    }
    renameSync(staging, current);
    return { keptAs };
  } catch (error) {
    // Put the current database back if it was moved aside and the restored one did not take its place.
    if (keptAs && !existsSync(current)) renameSync(keptAs, current);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

async function openAndCheck(folder: string, archive: Uint8Array): Promise<void> {
  const notABackup = (cause: unknown) =>
    new BackupRestoreError("This file is not a database backup downloaded from the dashboard.", { cause });
  let tar: Buffer;
  try {
    // Unpacked here, so a truncated or foreign file is refused before PGlite sees it.
    tar = gunzipSync(archive);
  } catch (error) {
    throw notABackup(error);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(tar)]) });
  } catch (error) {
    throw notABackup(error);
  }
  try {
    const { rows } = await client.query<{ migrations: string | null; payments: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as migrations, to_regclass('public.coaching_payments')::text as payments",
    );
    if (!rows[0]?.migrations || !rows[0].payments) {
      throw new BackupRestoreError(
        "This file is a database, but not this site's: it has none of the site's tables.",
      );
    }
    await client.exec("CHECKPOINT");
  } finally {
    await client.close();
  }
}
