/**
 * A backup that cannot be restored, or a restore that must not go ahead: the message says why, in
 * words for the owner, and nothing was changed.
 */
export class BackupRestoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupRestoreError";
  }
}
