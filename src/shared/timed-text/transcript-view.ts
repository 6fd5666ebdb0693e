/**
 * A transcript as the episode page shows it. Timed cues are gathered into readable paragraphs (a
 * new one when the speaker changes, after a pause, or when one grows long), each cue keeping its
 * start so a click on it can seek the player there and the one being spoken can be marked. Only
 * what the page shows is kept: no end times, no markup.
 */
import type { Paragraph, Transcript } from "./timed-text.ts";

export type CueView = { start: number; text: string };
export type TimedParagraph = { speaker: string | null; start: number; cues: CueView[] };

export type TranscriptView =
  { timed: true; paragraphs: TimedParagraph[] } | { timed: false; paragraphs: Paragraph[] };

/** A silence at least this long between two cues starts a new paragraph. */
export const PARAGRAPH_PAUSE_SECONDS = 2;
/** A paragraph that has run this long (or this many characters) ends at its next cue. */
export const PARAGRAPH_MAX_SECONDS = 60;
export const PARAGRAPH_MAX_CHARACTERS = 600;

export function transcriptView(transcript: Transcript): TranscriptView {
  if (!transcript.timed) return transcript;
  const paragraphs: TimedParagraph[] = [];
  type Growing = TimedParagraph & { characters: number; end: number };
  let current = null as Growing | null;
  for (const cue of transcript.cues) {
    const speakerChanged = cue.speaker !== null && cue.speaker !== current?.speaker;
    const paused = current !== null && cue.startSeconds - current.end >= PARAGRAPH_PAUSE_SECONDS;
    const long =
      current !== null &&
      (cue.startSeconds - current.start >= PARAGRAPH_MAX_SECONDS ||
        current.characters >= PARAGRAPH_MAX_CHARACTERS);
    if (current === null || speakerChanged || paused || long) {
      current = {
        // A cue that names no speaker carries on with the one before it.
        speaker: cue.speaker ?? current?.speaker ?? null,
        start: cue.startSeconds,
        cues: [],
        characters: 0,
        end: cue.endSeconds,
      };
      paragraphs.push(current);
    }
    current.cues.push({ start: cue.startSeconds, text: cue.text });
    current.characters += cue.text.length + 1;
    current.end = Math.max(current.end, cue.endSeconds);
  }
  return {
    timed: true,
    paragraphs: paragraphs.map(({ speaker, start, cues }) => ({ speaker, start, cues })),
  };
}

/** The start of every cue, in order: what `spokenCueIndex` searches. */
export function cueStarts(paragraphs: readonly TimedParagraph[]): number[] {
  return paragraphs.flatMap((paragraph) => paragraph.cues.map((cue) => cue.start));
}

/** For each paragraph, the index among all cues of its first one. */
export function firstCueIndexes(paragraphs: readonly TimedParagraph[]): number[] {
  const firsts: number[] = [];
  let count = 0;
  for (const paragraph of paragraphs) {
    firsts.push(count);
    count += paragraph.cues.length;
  }
  return firsts;
}

/**
 * The index of the cue being spoken at `position`: the last one that has started (a pause keeps
 * the cue before it), or -1 before the first. `starts` is in order; a binary search, as the
 * player asks several times a second.
 */
export function spokenCueIndex(starts: readonly number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= position) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
