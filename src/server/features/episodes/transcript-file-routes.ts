import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { transcriptToText, transcriptToWebVtt } from "#shared/timed-text/parse-transcript.ts";
import { caching } from "#server/http/caching.ts";
import { HttpError } from "#server/http/errors.ts";
import { PATH_PARAM_MAX_LENGTH } from "#server/http/path-params.ts";
import type { EpisodeCatalog } from "./episode-catalog.ts";
import type { EpisodeTimedText } from "./episode-timed-text.ts";
import { episodeTranscript } from "#shared/timed-text/shown-transcript.ts";
import type { TranscriptRecords } from "./transcript-records.ts";

const params = z.object({ episodeId: z.string().min(1).max(PATH_PARAM_MAX_LENGTH) });

/**
 * An episode's transcript as a file podcast apps, search engines and visitors can fetch:
 * `/episode/{id}/transcript.vtt` (WebVTT, when the transcript has times) and `.txt`. Any site may
 * read them, as podcast apps do from a feed's podcast:transcript.
 */
export const transcriptFileRoutes: FastifyPluginAsync<{
  catalog: EpisodeCatalog;
  timedText: EpisodeTimedText;
  transcripts: TranscriptRecords;
}> = async (app, { catalog, timedText, transcripts }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const transcriptOf = async (episodeId: string) => {
    if (!catalog.find(episodeId)) throw new HttpError(404, "not_found", "No episode has this id.");
    const shown = episodeTranscript(timedText.find(episodeId), await transcripts.find(episodeId));
    if (!shown) throw new HttpError(404, "not_found", "This episode has no transcript yet.");
    return shown.transcript;
  };

  typed.get("/episode/:episodeId/transcript.vtt", { schema: { params } }, async (request, reply) => {
    const vtt = transcriptToWebVtt(await transcriptOf(request.params.episodeId));
    if (vtt === null) {
      throw new HttpError(
        404,
        "not_found",
        `This episode's transcript has no times, so there is no WebVTT file: read /episode/${request.params.episodeId}/transcript.txt.`,
      );
    }
    return reply
      .header("cache-control", caching.publicRead)
      .header("access-control-allow-origin", "*")
      .type("text/vtt; charset=utf-8")
      .send(vtt);
  });

  typed.get("/episode/:episodeId/transcript.txt", { schema: { params } }, async (request, reply) => {
    const text = transcriptToText(await transcriptOf(request.params.episodeId));
    return reply
      .header("cache-control", caching.publicRead)
      .header("access-control-allow-origin", "*")
      .type("text/plain; charset=utf-8")
      .send(text);
  });
};
