import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "#server/http/errors.ts";
import { PATH_PARAM_MAX_LENGTH } from "#server/http/path-params.ts";
import type { EpisodeCatalog } from "./episode-catalog.ts";
import {
  episodeAnswerListSchema,
  episodeIdSchema,
  playerEpisodeListSchema,
  transcriptRecordAnswerSchema,
  transcriptRecordSchema,
} from "#shared/episodes/episode-schema.ts";
import type { TranscriptRecords } from "./transcript-records.ts";
import { toPlayerEpisode, type PlayerEpisode } from "#shared/episodes/player-episode.ts";
import { caching } from "#server/http/caching.ts";
import { preparedJsonOf, sendPreparedJson } from "#server/http/prepared-answers.ts";

/** Reads and deletes take any id, so a record stored before ids were checked can still be removed. */
const episodeIdParams = z.object({ episodeId: z.string().min(1).max(PATH_PARAM_MAX_LENGTH) });
/** Writes take only ids a source can produce (they end up in page paths). */
const writableEpisodeIdParams = z.object({ episodeId: episodeIdSchema });
const transcriptBody = transcriptRecordSchema.omit({ episodeId: true });
/** A full transcript (up to 500,000 characters) with its notes fits; the general JSON limit is far smaller. */
const TRANSCRIPT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** A delete answers 204 with no body. */
const noContent = z.undefined();

/** SPEC §7 public episode calls, and the owner's transcript writes (create or replace, delete). */
export const episodeRoutes: FastifyPluginAsync<{
  catalog: EpisodeCatalog;
  transcripts: TranscriptRecords;
}> = async (app, { catalog, transcripts }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The hottest read: its bytes (and compressed copies, and ETag) are prepared once per catalog
  // refresh, which replaces the list, instead of being serialised on every request.
  const episodesJson = preparedJsonOf<readonly unknown[]>(episodeAnswerListSchema);
  typed.get(
    "/api/enhanced/episodes",
    { schema: { response: { 200: episodeAnswerListSchema } }, compress: false },
    async (request, reply) => {
      // Served from memory; browsers may reuse it for a minute, the catalog refreshes every five.
      reply.header("cache-control", caching.publicRead);
      return sendPreparedJson(request, reply, await episodesJson(catalog.list()));
    },
  );

  // The floating player's list, fetched when the player is first wanted (SPEC §4): the catalog in
  // the slim form the player shows, worked out once per catalog refresh (which replaces the list).
  let playerList: { from: readonly unknown[]; episodes: PlayerEpisode[] } | null = null;
  typed.get(
    "/api/player/episodes",
    { schema: { response: { 200: playerEpisodeListSchema } } },
    async (_request, reply) => {
      const episodes = catalog.list();
      if (playerList?.from !== episodes)
        playerList = { from: episodes, episodes: episodes.map(toPlayerEpisode) };
      reply.header("cache-control", caching.publicRead);
      return { episodes: playerList.episodes };
    },
  );

  typed.get(
    "/api/transcripts/:episodeId",
    { schema: { params: episodeIdParams, response: { 200: transcriptRecordAnswerSchema } } },
    async (request, reply) => {
      const record = await transcripts.find(request.params.episodeId);
      if (!record) throw new HttpError(404, "not_found", "No transcript exists for this episode.");
      reply.header("cache-control", caching.publicRead);
      return record;
    },
  );

  typed.put(
    "/api/admin/transcripts/:episodeId",
    {
      schema: {
        params: writableEpisodeIdParams,
        body: transcriptBody,
        response: { 200: transcriptRecordAnswerSchema },
      },
      onRequest: app.requireAdminWrite,
      bodyLimit: TRANSCRIPT_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { episodeId } = request.params;
      // A record for an episode the catalog does not have would never be shown: most likely a typo.
      if (!catalog.find(episodeId))
        throw new HttpError(404, "not_found", "No episode with this id is in the catalog.");
      return transcripts.save({ ...request.body, episodeId });
    },
  );

  typed.delete(
    "/api/admin/transcripts/:episodeId",
    { schema: { params: episodeIdParams, response: { 204: noContent } }, onRequest: app.requireAdminWrite },
    async (request, reply) => {
      if (!(await transcripts.delete(request.params.episodeId))) {
        throw new HttpError(404, "not_found", "No transcript exists for this episode.");
      }
      return reply.status(204).send();
    },
  );
};
