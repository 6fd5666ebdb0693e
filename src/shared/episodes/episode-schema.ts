import { z } from "../zod.ts";

/**
 * SPEC §3 Episode and §7 GET /api/enhanced/episodes: the one definition of an episode that the
 * sources produce, the catalog stores, the API answers and the pages render.
 * Optional extras (audio, guest, episode type) come from sources that know them (RSS).
 */
export const episodeSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(500),
  /** May contain HTML from the source: strip or sanitize before showing it. */
  description: z.string().max(100_000),
  /** ISO 8601 date (YYYY-MM-DD) or date-time. */
  releaseDate: z.string().min(1),
  thumbnail: z.string().nullable(),
  /** Preferred over thumbnail when present (SPEC §3). */
  youtubeThumbnail: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  /** The audio file, when the source publishes one (RSS enclosure). */
  audioUrl: z.string().nullable().optional(),
  /** Length in seconds, when known. */
  durationSeconds: z.number().int().nonnegative().nullable().optional(),
  /** Guest names, when the source names them (Podcasting 2.0 podcast:person role guest). */
  guests: z.array(z.string()).optional(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** SPEC §3 Episode transcript record. */
export const transcriptRecordSchema = z.object({
  episodeId: z.string().min(1).max(200),
  seoTitle: z.string().max(300).nullable(),
  seoDescription: z.string().max(1000).nullable(),
  thumbnailUrl: z.string().max(2000).nullable(),
  youtubeUrl: z.string().max(2000).nullable(),
  guestInfo: z.string().max(5000).nullable(),
  keyTopics: z.array(z.string().max(200)).max(50),
  /** Markdown-like text. */
  showNotes: z.string().max(100_000).nullable(),
  /** Paragraphs separated by blank lines. */
  transcript: z.string().max(500_000).nullable(),
  /** URLs or host paths. */
  resources: z.array(z.string().max(2000)).max(100),
});
export type TranscriptRecord = z.infer<typeof transcriptRecordSchema>;
