import { z } from "#shared/zod.ts";

/**
 * The dashboard's Episodes tab as the admin endpoints answer it (GET /api/admin/episodes, and the
 * PUT of an episode's transcript or chapters): each episode with whether it has audio, and where
 * its transcript and chapters come from. The browser imports the types and the formats.
 */

/**
 * The formats the owner may give a transcript in, each with the media type it is parsed as
 * (`parseTranscript`'s second argument); "auto" lets the text say which it is.
 */
export const TRANSCRIPT_UPLOAD_FORMATS = {
  auto: null,
  webvtt: "text/vtt",
  srt: "application/srt",
  json: "application/json",
  html: "text/html",
  text: "text/plain",
} as const;

export type TranscriptUploadFormat = keyof typeof TRANSCRIPT_UPLOAD_FORMATS;

export const transcriptUploadFormats = Object.keys(TRANSCRIPT_UPLOAD_FORMATS) as [
  TranscriptUploadFormat,
  ...TranscriptUploadFormat[],
];

/** Where the transcript an episode shows comes from (`episode-transcript.ts`), or null for none. */
export const transcriptOrigins = ["owner", "record", "feed"] as const;
export type TranscriptOrigin = (typeof transcriptOrigins)[number];
export const chaptersOrigins = ["owner", "feed"] as const;
export type ChaptersOrigin = (typeof chaptersOrigins)[number];

export const episodeTimedTextSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  releaseDate: z.string(),
  audio: z.boolean(),
  /** `entries` counts cues when `timed`, else paragraphs; 0 without a transcript. */
  transcript: z.object({
    origin: z.enum(transcriptOrigins).nullable(),
    timed: z.boolean(),
    entries: z.number(),
  }),
  chapters: z.object({ origin: z.enum(chaptersOrigins).nullable(), count: z.number() }),
});
export type EpisodeTimedTextSummary = z.infer<typeof episodeTimedTextSummarySchema>;

export const episodeTimedTextListSchema = z.object({ episodes: z.array(episodeTimedTextSummarySchema) });
export type EpisodeTimedTextList = z.infer<typeof episodeTimedTextListSchema>;

/** The owner's transcript or chapters: what the dashboard saves, and what the endpoints are named by. */
export type TimedTextKind = "transcript" | "chapters";

/** The list's read, under its query key (SPEC §7: first element = URL). */
export const EPISODE_TIMED_TEXT_URL = "/api/admin/episodes";
export const episodeTimedTextUrl = (episodeId: string, kind: TimedTextKind) =>
  `${EPISODE_TIMED_TEXT_URL}/${encodeURIComponent(episodeId)}/${kind}`;
