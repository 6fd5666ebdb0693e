/**
 * WebVTT (W3C) transcripts: the header, NOTE, STYLE and REGION blocks are skipped, cue identifiers
 * and cue settings ignored, voice spans (`<v Name>`) give the speaker and every other tag is dropped.
 */
import {
  checkInput,
  clockSeconds,
  collapseSpaces,
  decodeTextEntities,
  lines,
  nextSpace,
  pushCue,
  timedTranscript,
} from "./text-input.ts";
import { TimedTextError, TRANSCRIPT_MAX_BYTES, type Cue, type Transcript } from "./timed-text.ts";

type CueTimes = { startSeconds: number; endSeconds: number };

const isBlank = (line: string) => line.trim() === "";

/** A line that opens a block with no cue in it: "NOTE", "STYLE" or "REGION", alone or before a space. */
function isSkippedBlock(line: string): boolean {
  for (const keyword of ["NOTE", "STYLE", "REGION"]) {
    const after = line.charAt(keyword.length);
    if (line.startsWith(keyword) && (after === "" || after === " " || after === "\t")) return true;
  }
  return false;
}

/**
 * "start --> end [settings]" as seconds. Shared with SRT, whose example uses a comma.
 * `example` is the form named in the error ("00:01:02.500 --> 00:01:05.000").
 */
export function cueTimes(
  line: string,
  lineNumber: number,
  what: "cue" | "subtitle",
  example: string,
): CueTimes {
  const arrow = line.indexOf("-->");
  const after = line.slice(arrow + 3).trimStart();
  const start = line.slice(0, arrow).trim();
  const end = after.slice(0, nextSpace(after, 0));
  const startSeconds = clockSeconds(start, "required");
  const endSeconds = clockSeconds(end, "required");
  if (startSeconds === null || endSeconds === null) {
    throw new TimedTextError(`Line ${lineNumber}: a ${what}'s times must look like ${example}.`);
  }
  if (endSeconds < startSeconds) {
    throw new TimedTextError(`Line ${lineNumber}: the ${what} ends (${end}) before it starts (${start}).`);
  }
  return { startSeconds, endSeconds };
}

type Voice = { speaker: string | null; text: string };

/**
 * A cue's text as the voices speaking in it. WebVTT text has no raw "<": each one opens a tag that
 * runs to the next ">" (or to the end of the cue), so the scan never looks at a character twice.
 * Ruby annotations (<rt>) are left out; class spans, timestamps and styling tags are dropped.
 */
export function cueVoices(cueText: string): Voice[] {
  const voices: Voice[] = [];
  let speaker: string | null = null;
  let parts: string[] = [];
  let rubyTextDepth = 0;
  const endVoice = () => {
    const text = collapseSpaces(parts.join(""));
    if (text) voices.push({ speaker, text });
    parts = [];
  };
  let at = 0;
  while (at < cueText.length) {
    const open = cueText.indexOf("<", at);
    const textEnd = open === -1 ? cueText.length : open;
    if (rubyTextDepth === 0 && textEnd > at) parts.push(decodeTextEntities(cueText.slice(at, textEnd)));
    if (open === -1) break;
    const close = cueText.indexOf(">", open + 1);
    if (close === -1) break;
    at = close + 1;
    const tag = cueText.slice(open + 1, close);
    if (tag.startsWith("/")) {
      if (tag.slice(1).trim().toLowerCase() === "rt") rubyTextDepth = Math.max(0, rubyTextDepth - 1);
      continue;
    }
    let nameEnd = 0;
    while (nameEnd < tag.length && !/[.\s]/.test(tag.charAt(nameEnd))) nameEnd += 1;
    const name = tag.slice(0, nameEnd).toLowerCase();
    if (name === "rt") rubyTextDepth += 1;
    if (name !== "v") continue;
    const annotationStart = nextSpace(tag, nameEnd);
    const voice = collapseSpaces(decodeTextEntities(tag.slice(annotationStart))) || null;
    if (voice !== speaker) {
      endVoice();
      speaker = voice;
    }
  }
  endVoice();
  return voices;
}

/**
 * A WebVTT file's cues. A cue spoken by several voices becomes one cue per voice, with the same
 * times. A block that is neither a cue nor NOTE, STYLE or REGION is an error naming its line.
 */
export function parseWebVtt(text: string): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  const all = lines(text);
  const header = all[0] ?? "";
  if (!(header.startsWith("WEBVTT") && (header.length === 6 || /[ \t]/.test(header.charAt(6))))) {
    throw new TimedTextError('Line 1: a WebVTT file must start with "WEBVTT".');
  }
  const cues: Cue[] = [];
  let index = 1;
  // Header lines run to the first blank line (a cue timing line there starts the cues early).
  while (index < all.length && !isBlank(all[index]!) && !all[index]!.includes("-->")) index += 1;
  while (index < all.length) {
    const line = all[index]!;
    if (isBlank(line)) {
      index += 1;
      continue;
    }
    if (!line.includes("-->") && isSkippedBlock(line)) {
      while (index < all.length && !isBlank(all[index]!)) index += 1;
      continue;
    }
    // An identifier line may come before the timing line.
    const timingIndex = line.includes("-->") ? index : index + 1;
    if (!all[timingIndex]?.includes("-->")) {
      throw new TimedTextError(
        `Line ${index + 1}: a cue must start with its times, like 00:01:02.500 --> 00:01:05.000 (after a line naming the cue, if any).`,
      );
    }
    const times = cueTimes(all[timingIndex]!, timingIndex + 1, "cue", "00:01:02.500 --> 00:01:05.000");
    index = timingIndex + 1;
    const textStart = index;
    // Cue text ends at a blank line, or at a line holding "-->" (the next cue, its blank line missing).
    while (index < all.length && !isBlank(all[index]!) && !all[index]!.includes("-->")) index += 1;
    for (const voice of cueVoices(all.slice(textStart, index).join("\n"))) {
      pushCue(cues, { ...times, ...voice });
    }
  }
  return timedTranscript(cues);
}
