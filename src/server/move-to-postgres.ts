import { loadConfig, readDotEnvFile } from "./config.ts";
import { finishCommand, UsageError } from "#server/backup/backup-command.ts";
import { moveToPostgres } from "#server/backup/move-to-postgres.ts";
import { rowLines } from "#server/backup/row-lines.ts";

/**
 * `npm run db:move-to-postgres`: copies the embedded site in DATA_DIR into the empty PostgreSQL
 * database DATABASE_URL names (set in the environment or .env, so its password stays out of the
 * shell's history), with the site stopped. Says what it copied and what to do next, or why it
 * changed nothing.
 */
async function main(args: string[]): Promise<string> {
  if (args.length > 0) {
    throw new UsageError(
      "This command takes no arguments: set DATABASE_URL (in the environment or .env) to the empty PostgreSQL database to move into, then run npm run db:move-to-postgres.",
    );
  }
  readDotEnvFile(".env");
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new UsageError(
      "Set DATABASE_URL (in the environment or .env) to the empty PostgreSQL database to move into, then run this again.",
    );
  }
  const report = await moveToPostgres(config.dataDir, config.databaseUrl);
  const images =
    config.objectStorage.kind === "s3"
      ? "Images: in the S3 bucket, where they stay."
      : `Images: ${report.images.count} in ${report.images.folder}, where they stay: keep DATA_DIR for them (back it up with the site).`;
  return [
    `Copied the embedded database in ${report.from} into the PostgreSQL database in DATABASE_URL:`,
    ...rowLines(report.tables),
    images,
    "Next: start the site with DATABASE_URL set as it is now; it runs on PostgreSQL from then on.",
    "Daily backups are off by default on PostgreSQL: set DAILY_BACKUPS=true (on one instance) to keep them.",
    `The embedded database in ${report.from} was left as it was; delete it once the site looks right.`,
  ].join("\n");
}

finishCommand(main(process.argv.slice(2)), "Could not move the site to PostgreSQL");
