import { statSync } from "node:fs";
import path from "node:path";
import { loadConfig, readDotEnvFile } from "./config.ts";
import { PGLITE_FOLDER } from "#server/db/pglite-folder-swap.ts";
import { BackupRestoreError } from "#server/backup/backup-restore-error.ts";
import { finishCommand, UsageError } from "#server/backup/backup-command.ts";
import { restoreBackupFile, type RestoreReport } from "#server/backup/restore-backup.ts";
import { rowLines } from "#server/backup/row-lines.ts";

const USAGE = "npm run db:restore-backup -- <file.tar.gz> [--replace]";

/**
 * `npm run db:restore-backup -- <file> [--replace]`: puts a backup (the dashboard's download, or a
 * daily one from DATA_DIR/backups) back into the database the configuration names, the embedded
 * one in DATA_DIR or PostgreSQL in DATABASE_URL, with its images into DATA_DIR/uploads. Run it
 * with the site stopped. Says what it restored, or why it changed nothing.
 */
async function main(args: string[]): Promise<string> {
  const replace = args.includes("--replace");
  const files = args.filter((arg) => arg !== "--replace");
  const unknown = files.find((arg) => arg.startsWith("--"));
  if (unknown) throw new UsageError(`${unknown} is not an option of this command: ${USAGE}`);
  if (files.length !== 1) throw new UsageError(`Name one backup file: ${USAGE}`);
  const archive = files[0]!;
  if (!statSync(archive, { throwIfNoEntry: false })?.isFile())
    throw new BackupRestoreError(`${archive} is not a file.`);
  readDotEnvFile(".env");
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  const report = await restoreBackupFile(archive, {
    target: config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite" },
    dataDir,
    replace,
    imagesToDisk: config.objectStorage.kind === "disk",
  });
  const target = config.databaseUrl
    ? "the PostgreSQL database in DATABASE_URL"
    : `the embedded database in ${path.join(dataDir, PGLITE_FOLDER)}`;
  return [
    `Restored ${archive} (taken ${report.takenAt}) into ${target}:`,
    ...rowLines(report.tables),
    imagesLine(report, archive),
    ...(report.keptAside.length > 0
      ? [
          `What it replaced is kept in ${report.keptAside.join(" and ")}: delete it once the site looks right.`,
        ]
      : []),
  ].join("\n");
}

function imagesLine({ images }: RestoreReport, archive: string): string {
  if (!images)
    return "Images: none in this backup (kept in an S3 bucket, or left in DATA_DIR/uploads by an older backup).";
  if ("restored" in images) return `Images: ${images.restored} restored into ${images.into}.`;
  return (
    `Images: this site keeps them in its S3 bucket, so the backup's ${images.leftInArchive} were not restored. ` +
    `To put them there, unpack them (tar -xzf ${archive} uploads/) and copy them into the bucket under uploads/.`
  );
}

finishCommand(main(process.argv.slice(2)), "Could not restore the backup");
