/**
 * Podcast transcripts and chapters (Podcasting 2.0 `podcast:transcript` and `podcast:chapters`, or
 * what the owner uploads) as plain data: text only, never markup, times in seconds rounded to the
 * millisecond. The parsers read untrusted input, so each is linear in its size and bounded below.
 */

/** A stretch of speech with its times; `text` is plain text (rendering escapes it). */
export type Cue = { startSeconds: number; endSeconds: number; speaker: string | null; text: string };

export type Paragraph = { speaker: string | null; text: string };

export type Transcript =
  /** WebVTT, SRT, Podcasting 2.0 JSON, HTML with <time> */
  | { timed: true; cues: Cue[] }
  /** plain text, HTML without times */
  | { timed: false; paragraphs: Paragraph[] };

export type Chapter = {
  startSeconds: number;
  endSeconds: number | null;
  title: string;
  url: string | null;
  imageUrl: string | null;
};

/** Why a transcript or chapters file was refused, in words shown to the site owner as they are. */
export class TimedTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TimedTextError";
  }
}

/** UTF-8 bytes of the input (issue 36: transcript ≤ 2 MB). */
export const TRANSCRIPT_MAX_BYTES = 2 * 1024 * 1024;
export const CHAPTERS_MAX_BYTES = 512 * 1024;
/** Chapters past this many (by start) are left out. */
export const MAX_CHAPTERS = 500;
/** A transcript with more cues is refused rather than cut short. */
export const MAX_CUES = 20_000;
