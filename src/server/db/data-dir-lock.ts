import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another server process (pid ${pid}). ` +
        "The embedded database allows one process per folder: stop that process, " +
        "or set DATA_DIR to another folder, or use PostgreSQL through DATABASE_URL.",
    );
    this.name = "DataDirLockedError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const lockFileOf = (dataDir: string) => path.join(dataDir, "server.lock");

/** The running process, other than this one, that holds the data folder's lock; null when none does. */
export function dataDirLockHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockFileOf(dataDir), "utf8"), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return Number.isInteger(holder) && holder !== process.pid && isRunning(holder) ? holder : null;
}

/**
 * Takes an exclusive lock file in the data folder and returns its release.
 * A lock left behind by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = dataDirLockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
