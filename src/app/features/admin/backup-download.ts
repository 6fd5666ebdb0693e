import { ApiRequestError } from "#app/lib/api-request.ts";
import { saveFile } from "#app/lib/save-file.ts";

/** GET /api/admin/backup: the site (database rows and, on disk storage, images) as a .tar.gz (backup-routes.ts). */
export const BACKUP_URL = "/api/admin/backup";

/** The file name in a Content-Disposition header (`attachment; filename="…"`); null when it has none. */
export function attachmentName(header: string | null): string | null {
  return /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? null;
}

/**
 * Downloads the backup through fetch rather than by following its link, so that an answer that is
 * no archive (an ended session, a backup already being made) is told to the owner as an
 * ApiRequestError instead of being saved as a broken file. The archive is then saved under the
 * server's name for it.
 */
export async function downloadBackup(): Promise<void> {
  const response = await fetch(BACKUP_URL, { credentials: "include" });
  if (!response.ok)
    throw new ApiRequestError(response.status, (await response.text()) || response.statusText);
  saveFile(
    await response.blob(),
    attachmentName(response.headers.get("content-disposition")) ?? "backup.tar.gz",
  );
}
