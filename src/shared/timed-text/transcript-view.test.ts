import { describe, expect, it } from "vitest";
import type { Cue } from "./timed-text.ts";
import {
  cueStarts,
  firstCueIndexes,
  PARAGRAPH_MAX_SECONDS,
  spokenCueIndex,
  transcriptView,
  type TimedParagraph,
} from "./transcript-view.ts";

const cue = (startSeconds: number, text: string, speaker: string | null = null, length = 2): Cue => ({
  startSeconds,
  endSeconds: startSeconds + length,
  speaker,
  text,
});

function paragraphsOf(cues: Cue[]): TimedParagraph[] {
  const view = transcriptView({ timed: true, cues });
  if (!view.timed) throw new Error("expected a timed view");
  return view.paragraphs;
}

describe("transcriptView", () => {
  it("keeps an untimed transcript's paragraphs as they are", () => {
    const paragraphs = [{ speaker: "Jane", text: "Hello there." }];
    expect(transcriptView({ timed: false, paragraphs })).toEqual({ timed: false, paragraphs });
  });

  it("gathers cues into a paragraph per speaker, each cue keeping its start", () => {
    const paragraphs = paragraphsOf([
      cue(0, "Welcome back.", "Jane"),
      cue(2, "Today we talk about purpose."),
      cue(4, "Thanks for having me.", "Sam"),
      cue(6, "It is good to be here.", "Sam"),
    ]);
    expect(paragraphs).toEqual([
      {
        speaker: "Jane",
        start: 0,
        cues: [
          { start: 0, text: "Welcome back." },
          { start: 2, text: "Today we talk about purpose." },
        ],
      },
      {
        speaker: "Sam",
        start: 4,
        cues: [
          { start: 4, text: "Thanks for having me." },
          { start: 6, text: "It is good to be here." },
        ],
      },
    ]);
  });

  it("starts a new paragraph after a pause, and when one runs long, keeping the speaker", () => {
    const paused = paragraphsOf([cue(0, "One.", "Jane"), cue(10, "Two.")]);
    expect(paused.map((paragraph) => [paragraph.speaker, paragraph.start])).toEqual([
      ["Jane", 0],
      ["Jane", 10],
    ]);
    const cues = Array.from({ length: 40 }, (_, index) => cue(index * 2, `Sentence ${index}.`));
    const long = paragraphsOf(cues);
    expect(long.length).toBeGreaterThan(1);
    for (const paragraph of long) {
      expect(paragraph.cues.at(-1)!.start - paragraph.start).toBeLessThanOrEqual(PARAGRAPH_MAX_SECONDS);
    }
    expect(long.flatMap((paragraph) => paragraph.cues)).toHaveLength(40);
  });
});

describe("spokenCueIndex", () => {
  const starts = cueStarts(paragraphsOf([cue(0, "a"), cue(5, "b"), cue(9, "c", "Sam"), cue(30, "d", "Jo")]));

  it("finds the last cue that has started", () => {
    expect(starts).toEqual([0, 5, 9, 30]);
    expect(
      firstCueIndexes(
        paragraphsOf([cue(0, "a", null, 5), cue(5, "b"), cue(7, "c", "Sam"), cue(9, "d", "Jo")]),
      ),
    ).toEqual([0, 2, 3]);
    expect(spokenCueIndex(starts, 0)).toBe(0);
    expect(spokenCueIndex(starts, 4.9)).toBe(0);
    expect(spokenCueIndex(starts, 5)).toBe(1);
    expect(spokenCueIndex(starts, 20)).toBe(2);
    expect(spokenCueIndex(starts, 3600)).toBe(3);
  });

  it("answers -1 before the first cue and for no cues", () => {
    expect(spokenCueIndex([2, 4], 1)).toBe(-1);
    expect(spokenCueIndex([], 10)).toBe(-1);
  });
});
