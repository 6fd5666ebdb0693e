/**
 * SubRip (.srt) transcripts: numbered blocks of "00:00:01,000 --> 00:00:04,000" and text. Tolerant
 * of missing numbers, extra blank lines and a "." before the milliseconds. The styling tags SRT
 * players know (<i>, <b>, <u>, <s>, <font …>) and ASS overrides ({\an8}) are dropped; any other "<"
 * is text. A "Name: text" line stays as it is: SRT has no speaker, and such a prefix may be words.
 */
import {
  checkInput,
  collapseSpaces,
  decodeTextEntities,
  lines,
  pushCue,
  timedTranscript,
} from "./text-input.ts";
import { TimedTextError, TRANSCRIPT_MAX_BYTES, type Cue, type Transcript } from "./timed-text.ts";
import { cueTimes } from "./webvtt.ts";

const STYLING_TAGS = new Set(["i", "b", "u", "s", "font"]);
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * `text` without SRT styling tags and overrides. The next ">" and "}" are remembered, and a search
 * that found none is not repeated, so a text full of unclosed "<font" reads in one pass.
 */
export function withoutSrtStyling(text: string): string {
  const kept: string[] = [];
  let keptFrom = 0;
  let nextTagEnd = 0;
  let nextBraceEnd = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    let end = -1;
    if (code === 60 /* < */) {
      const nameStart = text.charCodeAt(at + 1) === 47 /* / */ ? at + 2 : at + 1;
      let nameEnd = nameStart;
      while (nameEnd < text.length && nameEnd - nameStart <= 4 && isLetter(text.charCodeAt(nameEnd)))
        nameEnd += 1;
      const after = text.charAt(nameEnd);
      if (
        STYLING_TAGS.has(text.slice(nameStart, nameEnd).toLowerCase()) &&
        (after === ">" || /\s/.test(after))
      ) {
        if (nextTagEnd !== -1 && nextTagEnd < nameEnd) nextTagEnd = text.indexOf(">", nameEnd);
        end = nextTagEnd;
      }
    } else if (code === 123 /* { */ && text.charCodeAt(at + 1) === 92 /* \ */) {
      if (nextBraceEnd !== -1 && nextBraceEnd <= at) nextBraceEnd = text.indexOf("}", at);
      end = nextBraceEnd;
    }
    if (end === -1) continue;
    kept.push(text.slice(keptFrom, at));
    at = end;
    keptFrom = end + 1;
  }
  kept.push(text.slice(keptFrom));
  return kept.join("");
}

const isBlank = (line: string) => line.trim() === "";
const isNumber = (line: string) => /^\d+$/.test(line.trim());

export function parseSrt(text: string): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  const all = lines(text);
  const cues: Cue[] = [];
  let current: { startSeconds: number; endSeconds: number; text: string[] } | null = null;
  const endCue = () => {
    if (!current) return;
    const { startSeconds, endSeconds } = current;
    const cueText = collapseSpaces(decodeTextEntities(withoutSrtStyling(current.text.join("\n"))));
    if (cueText) pushCue(cues, { startSeconds, endSeconds, speaker: null, text: cueText });
  };
  for (let index = 0; index < all.length; index += 1) {
    const line = all[index]!;
    if (line.includes("-->")) {
      endCue();
      current = { ...cueTimes(line, index + 1, "subtitle", "00:01:02,500 --> 00:01:05,000"), text: [] };
      continue;
    }
    if (isBlank(line)) continue;
    if (isNumber(line)) {
      // A number is the next block's, when times follow it (after blank lines, if any).
      let next = index + 1;
      while (next < all.length && isBlank(all[next]!)) next += 1;
      if (next >= all.length || all[next]!.includes("-->")) {
        index = next - 1;
        continue;
      }
    }
    // Text after a blank line but before the next block's number belongs to the block before it.
    if (!current) {
      throw new TimedTextError(
        `Line ${index + 1}: expected a subtitle number or times, like 00:01:02,500 --> 00:01:05,000.`,
      );
    }
    current.text.push(line);
  }
  endCue();
  return timedTranscript(cues);
}
