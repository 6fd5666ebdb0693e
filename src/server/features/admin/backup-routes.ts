import type { FastifyPluginAsync } from "fastify";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DashboardBackup } from "#shared/admin/dashboard-backup.ts";
import { z } from "#shared/zod.ts";
import { backupFileName, type SiteBackups } from "#server/backup/site-backups.ts";
import { HttpError } from "#server/http/errors.ts";
import type { ObjectStorage } from "#server/providers/storage/object-storage.ts";

/** What the dashboard says beside its download: whether the images are in it, or in the S3 bucket. */
export function dashboardBackup(storage: Pick<ObjectStorage, "kind">): DashboardBackup {
  return { imagesInBucket: storage.kind === "s3" };
}

/**
 * GET /api/admin/backup (not in SPEC §7): the owner downloads a backup of the whole site, on
 * either database: every row as a portable SQL dump, and the uploaded images while they are on
 * this server's disk (decision 027). It is written to a temporary file first, so a failure is an
 * error answer rather than a cut-off download, and sent with its length. One is made at a time
 * (the daily backup counts), and HEAD, which would make one just to throw it away, is not offered.
 */
export const backupRoutes: FastifyPluginAsync<{ backups: Pick<SiteBackups, "take"> }> = async (
  app,
  { backups },
) => {
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
            .describe(
              "The site's backup, a gzipped tar archive (a file download): manifest.json, data.sql and uploads/.",
            ),
        },
      },
    },
    async (request, reply) => {
      const folder = await mkdtemp(path.join(tmpdir(), "site-backup-download-"));
      try {
        const file = path.join(folder, "backup.tar.gz");
        const startedAt = Date.now();
        const manifest = await backups.take(file);
        if (!manifest) {
          throw new HttpError(
            409,
            "backup_in_progress",
            "A backup is being made right now. Try again in a minute.",
          );
        }
        // Opened before the folder goes: the open file is read to its end, and nothing is left behind.
        const archive = await open(file);
        const { size } = await archive.stat();
        request.log.info(
          {
            bytes: size,
            ms: Date.now() - startedAt,
            images: manifest.images.storage === "disk" ? manifest.images.files.length : null,
          },
          "site backup downloaded",
        );
        return reply
          .header("content-type", "application/gzip")
          .header("content-length", size)
          .header(
            "content-disposition",
            `attachment; filename="${backupFileName(new Date(manifest.takenAt))}"`,
          )
          .header("cache-control", "no-store")
          .send(archive.createReadStream());
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
};
