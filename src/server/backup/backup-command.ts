import { ConfigError } from "#server/config.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { BackupRestoreError } from "./backup-restore-error.ts";

/** A command called wrongly: its message says how to call it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * Ends a backup command (restore, move to PostgreSQL): prints what it did, or why it did nothing,
 * in words for the owner, and exits 1 on failure. An unexpected error is named after `failing`.
 */
export function finishCommand(outcome: Promise<string>, failing: string): void {
  outcome.then(
    (message) => console.log(message),
    (error: unknown) => {
      const { message } = error as Error;
      if (error instanceof ConfigError || error instanceof UsageError) console.error(message);
      else if (error instanceof BackupRestoreError || error instanceof DataDirLockedError)
        console.error(`${message} Nothing was changed.`);
      else console.error(`${failing}: ${message}`);
      process.exitCode = 1;
    },
  );
}
