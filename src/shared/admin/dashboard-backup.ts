/** What the dashboard's backup download holds, beside the database's rows (README, Backups). */
export type DashboardBackup = {
  /**
   * True when uploaded images are kept in an S3 bucket, which the download leaves out (the bucket
   * is backed up on its own); false when they are files on the server, which the download holds.
   */
  imagesInBucket: boolean;
};
