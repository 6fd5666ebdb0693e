import { existsSync, renameSync } from "node:fs";
import path from "node:path";

/** The embedded database's folder inside DATA_DIR. */
export const PGLITE_FOLDER = "pglite";
/** Where a restore keeps the database it replaced, beside the restored one. */
export const KEPT_PREFIX = "pglite-before-restore-";

/**
 * Puts the embedded database built in `staging` (a folder inside `dataDir`) in place of
 * `dataDir/pglite`. The current one is moved aside, kept rather than deleted, and put back should
 * the new one fail to take its place. The caller holds the data folder's lock. Answers where the
 * replaced database was kept (null when there was none).
 */
export function swapInPgliteFolder(
  dataDir: string,
  staging: string,
  stamp: string,
): { keptAs: string | null } {
  const current = path.join(dataDir, PGLITE_FOLDER);
  let keptAs: string | null = null;
  try {
    if (existsSync(current)) {
      keptAs = path.join(dataDir, `${KEPT_PREFIX}${stamp}`);
      renameSync(current, keptAs);
    }
    renameSync(staging, current);
    return { keptAs };
  } catch (error) {
    if (keptAs && !existsSync(current)) renameSync(keptAs, current);
    throw error;
  }
}
