import type { FastifyPluginAsync } from "fastify";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { brand } from "#shared/content/brand.ts";
import type { DashboardBackup } from "#shared/admin/dashboard-backup.ts";
import { hyphenate } from "#shared/site-paths.ts";
import { z } from "#shared/zod.ts";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import type { ObjectStorage } from "#server/providers/storage/object-storage.ts";
import { UPLOADS_FOLDER } from "#server/features/uploads/upload-routes.ts";

/** The download's name: whose site, what, and the day it was taken (UTC). */
export function backupFileName(takenAt: Date): string {
  return `${hyphenate(brand.showName)}-database-${takenAt.toISOString().slice(0, 10)}.tar.gz`;
}

/**
 * What the dashboard's download offers: the embedded database (null on PostgreSQL), and, while
 * uploaded images are files on this server, their folder, which the download leaves out.
 */
export function dashboardBackup(
  database: Pick<Database, "backup">,
  storage: Pick<ObjectStorage, "kind">,
  dataDir: string,
): DashboardBackup | null {
  if (!database.backup) return null;
  return { uploadsFolder: storage.kind === "disk" ? path.resolve(dataDir, UPLOADS_FOLDER) : null };
}

/**
 * GET /api/admin/backup (not in SPEC §7): the owner downloads the embedded database whole, taken
 * while the site serves. Taking it holds the database for a moment and the archive in memory, so
 * one is made at a time, and HEAD (which would make one just to throw it away) is not offered.
 * On PostgreSQL the database's own tools do this (README, Backups).
 */
export const backupRoutes: FastifyPluginAsync<{ database: Pick<Database, "backup"> }> = async (
  app,
  { database },
) => {
  let inProgress = false;
  app.get(
    "/api/admin/backup",
    {
      onRequest: app.requireAdmin,
      exposeHeadRoute: false,
      schema: {
        produces: ["application/gzip"],
        response: {
          200: z
            .string()
            .describe("The embedded database's folder as a gzipped tar archive (a file download)."),
        },
      },
    },
    async (request, reply) => {
      if (!database.backup) {
        throw new HttpError(
          409,
          "backup_unavailable",
          "This site's database is PostgreSQL: back it up with pg_dump (README, Backups).",
        );
      }
      if (inProgress) {
        throw new HttpError(
          409,
          "backup_in_progress",
          "A backup is being made right now. Try again in a minute.",
        );
      }
      inProgress = true;
      let archive: Blob;
      try {
        archive = await database.backup();
      } finally {
        inProgress = false;
      }
      request.log.info({ bytes: archive.size }, "database backup downloaded");
      return (
        reply
          .header("content-type", "application/gzip")
          .header("content-length", archive.size)
          .header("content-disposition", `attachment; filename="${backupFileName(new Date())}"`)
          .header("cache-control", "no-store")
          // The DOM and Node typings name the same stream differently.
          .send(Readable.fromWeb(archive.stream() as NodeReadableStream))
      );
    },
  );
};
