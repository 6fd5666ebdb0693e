import { brand } from "#shared/content/brand.ts";
import { hyphenate } from "#shared/site-paths.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { writeBackupArchive, type WriteBackupOptions } from "./write-backup-archive.ts";

const FILE_PREFIX = `${hyphenate(brand.showName)}-backup-`;

/** A backup's file name: whose site, and the day it was taken (UTC). */
export function backupFileName(takenAt: Date): string {
  return `${FILE_PREFIX}${takenAt.toISOString().slice(0, 10)}.tar.gz`;
}

/** The day (YYYY-MM-DD, UTC) a file named by backupFileName was taken; null for any other name. */
export function backupFileDay(fileName: string): string | null {
  if (!fileName.startsWith(FILE_PREFIX)) return null;
  return /^(\d{4}-\d{2}-\d{2})\.tar\.gz$/.exec(fileName.slice(FILE_PREFIX.length))?.[1] ?? null;
}

/**
 * The site's backups, made one at a time: the dashboard's download and the daily backup share one,
 * so two never read the database and copy the images at once.
 */
export class SiteBackups {
  #options: Omit<WriteBackupOptions, "file">;
  #running: Promise<BackupManifest> | null = null;

  constructor(options: Omit<WriteBackupOptions, "file">) {
    this.#options = options;
  }

  /** Writes a backup archive into `file`; null, writing nothing, while another is being made. */
  async take(file: string): Promise<BackupManifest | null> {
    if (this.#running) return null;
    const run = writeBackupArchive({ ...this.#options, file });
    this.#running = run;
    try {
      return await run;
    } finally {
      this.#running = null;
    }
  }

  /** Resolves once the backup being made, if any, has ended (the server waits for it before closing the database). */
  async settled(): Promise<void> {
    await this.#running?.catch(() => {});
  }
}
