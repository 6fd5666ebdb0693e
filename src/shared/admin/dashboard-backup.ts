/**
 * The dashboard's backup download, offered with the embedded database only (PostgreSQL is backed
 * up with its own tools: README, Backups).
 */
export type DashboardBackup = {
  /**
   * The server folder (a full path) of uploaded images, when they are on its disk: the download holds the
   * database only, so the dashboard says to copy this folder too. Null when images are in S3.
   */
  uploadsFolder: string | null;
};
