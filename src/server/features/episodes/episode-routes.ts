import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDb } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import type { EpisodeCatalog } from "./episode-catalog.ts";
import { findTranscript } from "./episode-repository.ts";

const episodeIdParams = z.object({ episodeId: z.string().min(1).max(200) });

/** SPEC §7 public episode calls. */
export const episodeRoutes: FastifyPluginAsync<{ db: AppDb; catalog: EpisodeCatalog }> = async (app, { db, catalog }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get("/api/enhanced/episodes", async (_request, reply) => {
    // Served from memory; browsers may reuse it for a minute, the catalog refreshes every five.
    reply.header("cache-control", "public, max-age=60");
    return catalog.list();
  });

  typed.get("/api/transcripts/:episodeId", { schema: { params: episodeIdParams } }, async (request) => {
    const record = await findTranscript(db, request.params.episodeId);
    if (!record) throw new HttpError(404, "not_found", "No transcript exists for this episode.");
    return record;
  });
};
