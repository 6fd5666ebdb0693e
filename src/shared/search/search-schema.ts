/**
 * Site search (issue: search across episodes, transcripts and blog posts): what is asked and what
 * is answered, for `GET /api/search` and the `/search` page alike.
 */
import { z } from "#shared/zod.ts";

import { SEARCH_MAX_LENGTH, SEARCH_MAX_PAGE, SEARCH_MIN_LENGTH, SEARCH_TYPES } from "./search-limits.ts";

export {
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  type SearchType,
} from "./search-limits.ts";

/** The kinds of result: an episode (title, notes, guests), a passage of its transcript, a blog post. */
export const SEARCH_RESULT_KINDS = ["episode", "transcript", "post"] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

export const searchMessages = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters.`,
  noWords: "Search for words or numbers: punctuation alone finds nothing.",
  badType: `Search one of: ${SEARCH_TYPES.join(", ")}.`,
  badPage: `The page must be a whole number from 1 to ${SEARCH_MAX_PAGE}.`,
} as const;

/** The query string of a search: `q`, and optionally `type` and `page`. */
export const searchRequestSchema = z.object({
  q: z
    .string({ error: "Say what to search for (q)." })
    .transform((text) => text.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(SEARCH_MIN_LENGTH, searchMessages.tooShort)
        .max(SEARCH_MAX_LENGTH, searchMessages.tooLong)
        .refine((text) => /[\p{L}\p{N}]/u.test(text), searchMessages.noWords),
    ),
  type: z.enum(SEARCH_TYPES, { error: searchMessages.badType }).default("all"),
  page: z.coerce
    .number({ error: searchMessages.badPage })
    .int(searchMessages.badPage)
    .min(1, searchMessages.badPage)
    .max(SEARCH_MAX_PAGE, searchMessages.badPage)
    .default(1),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** A stretch of a result's text: `match` marks the words the search found. Plain text, never markup. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.output<typeof snippetPartSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS),
  title: z.string(),
  /** The site path to open: the episode (at the passage's moment, `?t=`), or the post. */
  path: z.string(),
  /** The episode's release day or the post's publishing date (ISO 8601), when known. */
  date: z.string().nullable(),
  /** Where in the episode a transcript passage starts, when the transcript has times. */
  startSeconds: z.number().nullable(),
  snippet: z.array(snippetPartSchema),
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  q: z.string(),
  type: z.enum(SEARCH_TYPES),
  page: z.number(),
  pageSize: z.number(),
  /** Results in all pages. */
  total: z.number(),
  results: z.array(searchResultSchema),
});
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
