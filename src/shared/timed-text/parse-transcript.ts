/**
 * One entry for every transcript format `podcast:transcript` names: the feed's `type` picks the
 * parser, and a missing or unknown type is guessed from the file's first characters.
 */
import { parseHtmlTranscript } from "./html-transcript.ts";
import { parsePlainTextTranscript } from "./plain-text.ts";
import { parsePodcastJsonTranscript } from "./podcast-json.ts";
import { parseSrt } from "./srt.ts";
import { checkInput, withoutBom } from "./text-input.ts";
import { TRANSCRIPT_MAX_BYTES, type Transcript } from "./timed-text.ts";
import { parseWebVtt } from "./webvtt.ts";

export type TranscriptFormat = "webvtt" | "srt" | "json" | "html" | "text";

/** A Map, not an object: a feed's type such as "constructor" must not find Object's properties. */
const FORMAT_OF_TYPE: ReadonlyMap<string, TranscriptFormat> = new Map([
  ["text/vtt", "webvtt"],
  ["application/x-subrip", "srt"],
  ["application/srt", "srt"],
  ["text/srt", "srt"],
  ["application/json", "json"],
  ["text/html", "html"],
  ["text/plain", "text"],
]);

const PARSERS: Readonly<Record<TranscriptFormat, (text: string) => Transcript>> = {
  webvtt: parseWebVtt,
  srt: parseSrt,
  json: parsePodcastJsonTranscript,
  html: parseHtmlTranscript,
  text: parsePlainTextTranscript,
};

const SRT_TIMING = /^\d{1,9}:\d{2}:\d{2}[,.]\d{1,3}[ \t]*-->/;

/** The format of a file by its first lines, when no type says it. Reads at most 400 characters. */
export function sniffTranscriptFormat(text: string): TranscriptFormat {
  const start = withoutBom(text).slice(0, 400).trimStart();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return "webvtt";
  const [first = "", second = ""] = start.split(/\r\n|\r|\n/, 2).map((line) => line.trim());
  if (SRT_TIMING.test(first) || (/^\d+$/.test(first) && SRT_TIMING.test(second))) return "srt";
  if (start.startsWith("{")) return "json";
  if (start.startsWith("<")) return "html";
  return "text";
}

/**
 * The format for a file whose feed declares `type` (parameters and case ignored). A file declared
 * text/plain is still read as WebVTT or SRT when it is one: servers often send those as text/plain.
 */
export function transcriptFormat(text: string, type: string | null): TranscriptFormat {
  const declared = type === null ? undefined : FORMAT_OF_TYPE.get(type.split(";")[0]!.trim().toLowerCase());
  if (declared === undefined) return sniffTranscriptFormat(text);
  if (declared === "text") {
    const sniffed = sniffTranscriptFormat(text);
    if (sniffed === "webvtt" || sniffed === "srt") return sniffed;
  }
  return declared;
}

/** A transcript file as cues or paragraphs; TimedTextError says why a file is refused. */
export function parseTranscript(text: string, type: string | null): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  return PARSERS[transcriptFormat(text, type)](text);
}

// The rest of the feature imports the whole timed-text API from here.
export { parseChapters } from "./chapters.ts";
export { formatTimestamp, transcriptToText, transcriptToWebVtt } from "./serialize.ts";
export * from "./timed-text.ts";
