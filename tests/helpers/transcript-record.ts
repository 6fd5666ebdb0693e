import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";

/** The body of a transcript record write (PUT /api/admin/transcripts/{id}): every field empty but those given. */
export function transcriptRecordBody(fields: Partial<Omit<TranscriptRecord, "episodeId">> = {}) {
  return {
    seoTitle: null,
    seoDescription: null,
    thumbnailUrl: null,
    youtubeUrl: null,
    guestInfo: null,
    keyTopics: [],
    showNotes: null,
    transcript: null,
    resources: [],
    ...fields,
  } satisfies Omit<TranscriptRecord, "episodeId">;
}
