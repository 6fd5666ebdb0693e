import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAPTERS_MAX_BYTES,
  parseChapters,
  parseTranscript,
  TimedTextError,
  TRANSCRIPT_MAX_BYTES,
} from "#shared/timed-text/parse-transcript.ts";
import { episodeIdSchema } from "#shared/episodes/episode-schema.ts";
import {
  episodeTimedTextListSchema,
  episodeTimedTextSummarySchema,
  TRANSCRIPT_UPLOAD_FORMATS,
  transcriptUploadFormats,
  EPISODE_TIMED_TEXT_URL,
  type EpisodeTimedTextSummary,
} from "#shared/admin/episode-timed-text.ts";
import { HttpError } from "#server/http/errors.ts";
import type { EpisodeCatalog } from "./episode-catalog.ts";
import type { EpisodeTimedText } from "./episode-timed-text.ts";
import { episodeTranscript } from "#shared/timed-text/shown-transcript.ts";
import type { TranscriptRecords } from "./transcript-records.ts";

const params = z.object({ episodeId: episodeIdSchema });
/** The text itself is bounded by the parsers (in UTF-8 bytes); this lets any text up to it arrive. */
const text = (what: string, maxBytes: number) =>
  z
    .string({ error: `${what} is required (text)` })
    .max(maxBytes, `${what} must be at most ${maxBytes / 1024 / 1024} MB`);
const transcriptBody = z.object({
  text: text("The transcript", TRANSCRIPT_MAX_BYTES),
  format: z.enum(transcriptUploadFormats).default("auto"),
});
const chaptersBody = z.object({ text: text("The chapters file", CHAPTERS_MAX_BYTES) });
/** JSON escaping can double a text's size on the way in. */
const BODY_LIMIT_BYTES = 2 * TRANSCRIPT_MAX_BYTES + 64 * 1024;

const noContent = z.undefined();

/**
 * The dashboard's Episodes tab: each episode with whether it has audio, a transcript and chapters
 * and where they come from, and the owner's own transcript (WebVTT, SRT, Podcasting 2.0 JSON,
 * HTML or text) and chapters (JSON chapters), which win over the feed's until deleted.
 */
export const timedTextAdminRoutes: FastifyPluginAsync<{
  catalog: EpisodeCatalog;
  timedText: EpisodeTimedText;
  transcripts: TranscriptRecords;
}> = async (app, { catalog, timedText, transcripts }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const summary = async (episodeId: string): Promise<EpisodeTimedTextSummary> => {
    const episode = catalog.find(episodeId)!;
    const found = timedText.find(episodeId);
    const shown = episodeTranscript(found, await transcripts.find(episodeId));
    return {
      id: episode.id,
      name: episode.name,
      releaseDate: episode.releaseDate,
      audio: Boolean(episode.audioUrl),
      transcript: {
        origin: shown?.origin ?? null,
        timed: shown?.transcript.timed === true,
        entries: !shown
          ? 0
          : shown.transcript.timed
            ? shown.transcript.cues.length
            : shown.transcript.paragraphs.length,
      },
      chapters: {
        origin: found.chapters ? (timedText.ownerGave(episodeId, "chapters") ? "owner" : "feed") : null,
        count: found.chapters?.length ?? 0,
      },
    };
  };

  const knownEpisode = (episodeId: string) => {
    if (!catalog.find(episodeId))
      throw new HttpError(404, "not_found", "No episode with this id is in the catalog.");
  };
  /** A parser's complaint is the owner's to fix: a 400 with its words, and nothing stored. */
  const parsed = <T>(parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof TimedTextError) throw new HttpError(400, "invalid_timed_text", error.message);
      throw error;
    }
  };

  typed.get(
    EPISODE_TIMED_TEXT_URL,
    { onRequest: app.requireAdmin, schema: { response: { 200: episodeTimedTextListSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { episodes: await Promise.all(catalog.list().map((episode) => summary(episode.id))) };
    },
  );

  typed.put(
    "/api/admin/episodes/:episodeId/transcript",
    {
      onRequest: app.requireAdminWrite,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { params, body: transcriptBody, response: { 200: episodeTimedTextSummarySchema } },
    },
    async (request) => {
      const { episodeId } = request.params;
      knownEpisode(episodeId);
      const transcript = parsed(() =>
        parseTranscript(request.body.text, TRANSCRIPT_UPLOAD_FORMATS[request.body.format]),
      );
      await timedText.saveOwner(episodeId, "transcript", transcript);
      return summary(episodeId);
    },
  );

  typed.put(
    "/api/admin/episodes/:episodeId/chapters",
    {
      onRequest: app.requireAdminWrite,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { params, body: chaptersBody, response: { 200: episodeTimedTextSummarySchema } },
    },
    async (request) => {
      const { episodeId } = request.params;
      knownEpisode(episodeId);
      const chapters = parsed(() => parseChapters(request.body.text));
      await timedText.saveOwner(episodeId, "chapters", chapters);
      return summary(episodeId);
    },
  );

  for (const kind of ["transcript", "chapters"] as const) {
    typed.delete(
      `/api/admin/episodes/:episodeId/${kind}`,
      { onRequest: app.requireAdminWrite, schema: { params, response: { 204: noContent } } },
      async (request, reply) => {
        if (!(await timedText.deleteOwner(request.params.episodeId, kind))) {
          throw new HttpError(
            404,
            "not_found",
            `You have not given this episode ${kind === "transcript" ? "a transcript" : "chapters"}.`,
          );
        }
        return reply.status(204).send();
      },
    );
  }
};
