import type { FastifyPluginAsync } from "fastify";
import { brand } from "../../../app/content/brand.ts";
import { hyphenate } from "../../../shared/site-paths.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";

/** The download's name: whose site, what, and the day it was taken (UTC). */
export function backupFileName(takenAt: Date): string {
  return `${hyphenate(brand.showName)}-database-${takenAt.toISOString().slice(0, 10)}.tar.gz`;
}

/**
 * GET /api/admin/backup (not in SPEC §7): the owner downloads the embedded database whole, taken
 * while the site serves. On PostgreSQL the database's own tools do this (README, Backups).
 */
export const backupRoutes: FastifyPluginAsync<{ database: Pick<Database, "backup"> }> = async (
  app,
  { database },
) => {
  app.get("/api/admin/backup", { onRequest: app.requireAdmin }, async (request, reply) => {
    if (!database.backup) {
      throw new HttpError(
        409,
        "backup_unavailable",
        "This site's database is PostgreSQL: back it up with pg_dump (README, Backups).",
      );
    }
    const archive = Buffer.from(await (await database.backup()).arrayBuffer());
    request.log.info({ bytes: archive.length }, "database backup downloaded");
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName(new Date())}"`)
      .header("cache-control", "no-store")
      .send(archive);
  });
};
