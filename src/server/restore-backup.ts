import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, readDotEnvFile } from "./config.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { BackupRestoreError, restorePgliteBackup } from "#server/db/restore-pglite-backup.ts";

/**
 * `npm run db:restore-backup -- <file>`: puts a database backup downloaded from the dashboard back
 * into DATA_DIR, with the site stopped. Says in one line what it did, or why it did nothing.
 */
async function main(archivePath: string | undefined): Promise<string> {
  if (!archivePath)
    throw new BackupRestoreError("Name the backup file: npm run db:restore-backup -- <file.tar.gz>");
  readDotEnvFile(".env");
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupRestoreError(
      "DATABASE_URL is set: this site's database is PostgreSQL. Restore it with PostgreSQL's own tools (pg_restore or psql).",
    );
  }
  let archive: Buffer;
  try {
    archive = readFileSync(archivePath);
  } catch (error) {
    throw new BackupRestoreError(`Could not read ${archivePath}: ${(error as Error).message}`);
  }
  const { keptAs } = await restorePgliteBackup(config.dataDir, archive);
  const target = path.join(path.resolve(config.dataDir), "pglite");
  return keptAs
    ? `Restored ${archivePath} into ${target}. The database it replaced is kept in ${keptAs}; delete it once the site looks right.`
    : `Restored ${archivePath} into ${target}.`;
}

main(process.argv[2]).then(
  (message) => console.log(message),
  (error: unknown) => {
    const known =
      error instanceof BackupRestoreError ||
      error instanceof DataDirLockedError ||
      error instanceof ConfigError;
    console.error(
      known ? (error as Error).message : `Could not restore the backup: ${(error as Error).message}`,
    );
    process.exitCode = 1;
  },
);
