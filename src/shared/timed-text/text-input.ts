/**
 * What every timed-text parser shares: the size check, lines, whitespace, entities and clock times.
 * Nothing here searches the text again from where a search failed, so each helper is linear.
 */
import { groupDigits } from "#shared/digit-groups.ts";
import { decodeEntities } from "#shared/html-entities.ts";
import type { z } from "#shared/zod.ts";
import { MAX_CUES, TimedTextError, type Cue, type Paragraph } from "./timed-text.ts";

/** UTF-8 length of `text` without encoding it; stops counting once past `limit`. */
function utf8LengthUpTo(text: string, limit: number): number {
  if (text.length > limit) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length && bytes <= limit; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;

/** Throws when `text` is over `maxBytes` of UTF-8, or holds nothing but a byte order mark and spaces. */
export function checkInput(text: string, maxBytes: number, what: "transcript" | "chapters file"): void {
  if (utf8LengthUpTo(text, maxBytes) > maxBytes) {
    throw new TimedTextError(`The ${what} is larger than ${sizeText(maxBytes)}.`);
  }
  if (withoutBom(text).trim() === "") throw new TimedTextError(`The ${what} is empty.`);
}

export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The lines of `text` after a byte order mark, split at CRLF, CR or LF. */
export function lines(text: string): string[] {
  const content = withoutBom(text);
  return (content.includes("\r") ? content.replace(/\r\n?/g, "\n") : content).split("\n");
}

/** Runs of spaces, tabs and line breaks as one space, trimmed; a no-break space is kept. */
export const collapseSpaces = (text: string): string =>
  // Words are mostly one space apart already: only other runs are replaced, which keeps this quick.
  text.replace(/[ \t\n\r\f]{2,}|[\t\n\r\f]/g, " ").trim();

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** Where the first space, tab or line break at or after `from` is, or the text's length. */
export function nextSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && !isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

const ENTITY = /&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z]+);/g;
/** WebVTT's direction marks, and the punctuation transcripts written as HTML use most. */
const MORE_ENTITIES: Readonly<Record<string, string>> = {
  "&lrm;": "\u200e",
  "&rlm;": "\u200f",
  "&mdash;": "—",
  "&ndash;": "–",
  "&hellip;": "…",
  "&lsquo;": "‘",
  "&rsquo;": "’",
  "&ldquo;": "“",
  "&rdquo;": "”",
};

/**
 * The site's entity decoder (`html-entities.ts`) plus a few more, one reference at a time so that
 * "&amp;lt;" stays the text "&lt;". Like that decoder it keeps no full table of HTML's names: the
 * server writes the others as characters before parsing a feed's HTML transcript
 * (`withNamedEntitiesAsCharacters`), as it does for show notes.
 */
export const decodeTextEntities = (text: string): string =>
  text.includes("&")
    ? text.replace(ENTITY, (reference) => MORE_ENTITIES[reference] ?? decodeEntities(reference))
    : text;

/** Seconds rounded to the millisecond, so times read back from a written WebVTT file compare equal. */
export const toMilliseconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;

const CLOCK = /^(?:(\d{1,9}):)?(\d{1,4}):(\d{2})(?:[.,](\d{1,3}))?$/;

/**
 * "01:02:03.500", "02:03.500", "1:02:03" or "2:03" as seconds, or null when it is none of these.
 * The fraction (after "." or ",") is required when `fraction` is "required" (cue timings).
 */
export function clockSeconds(text: string, fraction: "required" | "optional"): number | null {
  if (text.length > 20) return null;
  const match = CLOCK.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, milliseconds] = match;
  if (fraction === "required" && milliseconds === undefined) return null;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  const fractionSeconds = milliseconds === undefined ? 0 : Number(`0.${milliseconds}`);
  return toMilliseconds(Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + fractionSeconds);
}

/** The error for a transcript of more than MAX_CUES cues or paragraphs: refused, not cut short. */
export const tooLongError = (parts: "cues" | "paragraphs"): TimedTextError =>
  new TimedTextError(
    `The transcript has more than ${groupDigits(MAX_CUES)} ${parts}, more than the site keeps.`,
  );

export function pushCue(cues: Cue[], cue: Cue): void {
  if (cues.length >= MAX_CUES) throw tooLongError("cues");
  cues.push(cue);
}

export function pushParagraph(paragraphs: Paragraph[], paragraph: Paragraph): void {
  if (paragraphs.length >= MAX_CUES) throw tooLongError("paragraphs");
  paragraphs.push(paragraph);
}

/** The transcript's cues in order of start (stable), or an error when there is none. */
export function timedTranscript(cues: Cue[]): { timed: true; cues: Cue[] } {
  if (cues.length === 0) throw new TimedTextError("The transcript has no cues with text.");
  return { timed: true, cues: cues.toSorted((a, b) => a.startSeconds - b.startSeconds) };
}

/** The line of `text` that the character at `index` is on, counted from 1. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = 0; at < index && at < text.length; at += 1) if (text.charCodeAt(at) === 10) line += 1;
  return line;
}

/** Transcripts and chapters nest three levels deep; a file nesting far deeper is not one. */
const MAX_JSON_DEPTH = 32;

/**
 * `text` as JSON. Nesting is measured first in one pass: the engine's parser takes a second or more
 * on a file of a million "[", which no transcript needs.
 */
export function parseJsonInput(text: string, what: "transcript" | "chapters file"): unknown {
  const content = withoutBom(text);
  let depth = 0;
  let inString = false;
  for (let at = 0; at < content.length; at += 1) {
    const code = content.charCodeAt(at);
    if (inString) {
      if (code === 92 /* \ */) at += 1;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) {
        throw new TimedTextError(
          `Line ${lineAt(content, at)}: the ${what} nests lists deeper than a ${what} does.`,
        );
      }
    } else if (code === 93 || code === 125) depth -= 1;
  }
  try {
    return JSON.parse(content);
  } catch (error) {
    // Newer engines say where they stopped: "at position 12 (line 2 column 3)".
    const message = error instanceof Error ? error.message : "";
    const position = /at position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? "" : `Line ${lineAt(content, Number(position))}: `;
    throw new TimedTextError(`${where}the ${what} is not valid JSON.`);
  }
}

const FIELD_RULES: Readonly<Record<string, string>> = {
  startTime: "must be a number of seconds, 0 or more",
  endTime: "must be a number of seconds, 0 or more",
  body: "must be text",
  speaker: "must be text",
  title: "must be text",
  img: "must be text",
  url: "must be text",
  toc: "must be true or false",
};

/**
 * The first thing wrong with a JSON file's shape, naming the entry of `list` as the owner counts
 * them (from 1), or the whole expected `shape` when the list itself is missing.
 */
export function shapeError(
  issue: z.core.$ZodIssue | undefined,
  list: string,
  entry: string,
  shape: string,
): TimedTextError {
  const [top, index, field] = issue?.path ?? [];
  if (top !== list || typeof index !== "number") return new TimedTextError(shape);
  if (typeof field !== "string") {
    return new TimedTextError(`${entry} ${index + 1} must be an object. ${shape}`);
  }
  return new TimedTextError(`${entry} ${index + 1}: "${field}" ${FIELD_RULES[field] ?? "is not valid"}.`);
}
