import { z } from "#shared/zod.ts";
import { isLinkTarget, isWebAddress } from "./safe-link.ts";
import { requiredText, text } from "#shared/text-field.ts";

/**
 * The characters every source's ids are made of: Spotify's base62 ids (22 characters) and RSS
 * guids, which the RSS source turns into this form when they are not in it already. Ids end up in
 * page paths (/episode/{id}) and transcript writes, so nothing that needs escaping ("/", ".", "%").
 */
export const episodeIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const episodeIdSchema = z
  .string({ error: "Episode id is required" })
  .regex(
    episodeIdPattern,
    "Episode id may contain only letters, digits, hyphens and underscores (at most 100)",
  );

/** More transcript files than any feed offers for one episode (one per format, a few languages). */
export const MAX_TRANSCRIPT_FILES = 10;

/** A podcast:transcript element: where the file is and its media type as the feed states it. */
export const transcriptFileSchema = z.object({
  url: z.string().max(2000),
  type: z.string().max(200).nullable(),
});
export type TranscriptFile = z.infer<typeof transcriptFileSchema>;

/**
 * SPEC §3 Episode and §7 GET /api/enhanced/episodes: the one definition of an episode that the
 * sources produce, the catalog stores, the API answers and the pages render.
 * Optional extras (audio, guest, episode type) come from sources that know them (RSS).
 */
export const episodeSchema = z.object({
  id: episodeIdSchema,
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
  /** The feed's transcript files (Podcasting 2.0 podcast:transcript), which the site fetches and shows. */
  transcriptFiles: z.array(transcriptFileSchema).max(MAX_TRANSCRIPT_FILES).optional(),
  /** The feed's chapters file (Podcasting 2.0 podcast:chapters, JSON chapters). */
  chaptersUrl: z.string().max(2000).nullable().optional(),
});
export type Episode = z.infer<typeof episodeSchema>;

/**
 * True only when A and B are the same type. An answer schema below is episodeSchema's or
 * transcriptRecordSchema's shape without its checks; this keeps each one the same contract.
 */
type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

/**
 * An episode as the API answers it (GET /api/enhanced/episodes's response schema): an Episode,
 * with the shape checked but not the rules. The catalog may serve the copy an older version stored
 * (read back unchecked after a restart), and one episode that breaks a rule added since must not
 * turn the whole list into a 500.
 */
export const episodeAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  releaseDate: z.string(),
  thumbnail: z.string().nullable(),
  youtubeThumbnail: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  audioUrl: z.string().nullable().optional(),
  durationSeconds: z.number().nullable().optional(),
  guests: z.array(z.string()).optional(),
  transcriptFiles: z.array(z.object({ url: z.string(), type: z.string().nullable() })).optional(),
  chaptersUrl: z.string().nullable().optional(),
});

/** GET /api/enhanced/episodes's whole answer, newest first. */
export const episodeAnswerListSchema = z.array(episodeAnswerSchema);

/**
 * The floating player's slim episode (player-episode.ts, GET /api/player/episodes): `thumbnail`
 * is the artwork every list shows, the video thumbnail when there is one (SPEC §3).
 */
export const playerEpisodeSchema = episodeAnswerSchema.pick({
  id: true,
  name: true,
  thumbnail: true,
  spotifyUrl: true,
  audioUrl: true,
  durationSeconds: true,
});
export const playerEpisodeListSchema = z.object({ episodes: z.array(playerEpisodeSchema) });

const transcriptLimits = {
  seoTitle: 300,
  seoDescription: 1000,
  url: 2000,
  guestInfo: 5000,
  keyTopic: 200,
  keyTopics: 50,
  showNotes: 100_000,
  transcript: 500_000,
  resources: 100,
} as const;

/** Every field of the record is sent on each write; a missing one is named rather than reported as "undefined". */
const fieldError = (label: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required (${expected})` : `${label} must be ${expected}`;

/** The shared text rules; blank (or only invisible characters) is stored as none. */
const nullableText = (label: string, max: number) =>
  text(label, { max, missing: fieldError(label, "text or null")({}) })
    .transform((value) => (value === "" ? null : value))
    .nullable();

/**
 * The links the episode page follows (SPEC §2: thumbnail, "Watch on YouTube", resources) use the
 * blog's link rule, so "javascript:" and other schemes never reach an href or src. Thumbnails and
 * resources may be paths on this site (the sample records' art is /episode-art/…).
 */
const linkRules = {
  webOrSitePath: { accepts: isLinkTarget, text: "an http(s) address or a path on this site" },
  web: { accepts: isWebAddress, text: "an http(s) address" },
} as const;
type LinkRule = (typeof linkRules)[keyof typeof linkRules];

const linkText = (label: string, expected: string) =>
  z
    .string({ error: fieldError(label, expected) })
    .trim()
    .max(transcriptLimits.url, `${label} must be at most ${transcriptLimits.url} characters`);

const link = (label: string, rule: LinkRule) =>
  linkText(label, rule.text).refine(rule.accepts, `${label} must be ${rule.text}`);

/** Null or blank is no link. */
const nullableLink = (label: string, rule: LinkRule) =>
  linkText(label, `${rule.text}, or null`)
    .refine((target) => target === "" || rule.accepts(target), `${label} must be ${rule.text}`)
    .nullable()
    .transform((target) => target || null);

/** SPEC §3 Episode transcript record. */
export const transcriptRecordSchema = z.object({
  episodeId: episodeIdSchema,
  seoTitle: nullableText("SEO title", transcriptLimits.seoTitle),
  seoDescription: nullableText("SEO description", transcriptLimits.seoDescription),
  thumbnailUrl: nullableLink("Thumbnail URL", linkRules.webOrSitePath),
  youtubeUrl: nullableLink("YouTube URL", linkRules.web),
  guestInfo: nullableText("Guest info", transcriptLimits.guestInfo),
  keyTopics: z
    .array(requiredText("Each key topic", { max: transcriptLimits.keyTopic }), {
      error: fieldError("Key topics", "a list of text"),
    })
    .max(transcriptLimits.keyTopics, `At most ${transcriptLimits.keyTopics} key topics`),
  /** Markdown-like text. */
  showNotes: nullableText("Show notes", transcriptLimits.showNotes),
  /** Paragraphs separated by blank lines. */
  transcript: nullableText("Transcript", transcriptLimits.transcript),
  /** SPEC §3: URLs or host paths. */
  resources: z
    .array(link("Each resource", linkRules.webOrSitePath), {
      error: fieldError("Resources", "a list of addresses"),
    })
    .max(transcriptLimits.resources, `At most ${transcriptLimits.resources} resources`),
});
export type TranscriptRecord = z.infer<typeof transcriptRecordSchema>;

/**
 * A transcript record as the API answers it (response schema of GET /api/transcripts/{id} and
 * PUT /api/admin/transcripts/{id}): the shape without the write rules, which also cannot run
 * backwards (their transforms). Reads take any id, so a record stored before ids were checked
 * is still answered.
 */
export const transcriptRecordAnswerSchema = z.object({
  episodeId: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  guestInfo: z.string().nullable(),
  keyTopics: z.array(z.string()),
  showNotes: z.string().nullable(),
  transcript: z.string().nullable(),
  resources: z.array(z.string()),
});

export type _AnswersMatchTheirRecords = [
  Holds<SameType<z.output<typeof episodeAnswerSchema>, Episode>>,
  Holds<SameType<z.output<typeof transcriptRecordAnswerSchema>, TranscriptRecord>>,
];
