import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parsePodcastJsonTranscript } from "./podcast-json.ts";
import { TimedTextError } from "./timed-text.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const transcript = (segments: unknown[]) => JSON.stringify({ version: "1.0.0", segments });
const word = (startTime: number, body: string, speaker?: string) => ({
  speaker,
  startTime,
  endTime: startTime + 0.3,
  body,
});

describe("parsePodcastJsonTranscript", () => {
  test("word-level segments merge into cues: at a speaker change, a pause over 2 s, about 20 s, a sentence's end (issue 36)", () => {
    expect(parsePodcastJsonTranscript(fixture("word-level.json"))).toEqual({
      timed: true,
      cues: [
        // A sentence's end closes a cue of four words or more.
        {
          startSeconds: 0.4,
          endSeconds: 3.1,
          speaker: "Maya Chen",
          text: "Welcome back to The Thriving Path.",
        },
        {
          startSeconds: 3.16,
          endSeconds: 6.87,
          speaker: "Maya Chen",
          text: "I'm Maya, and today my guest is Sam Rivera.",
        },
        // "Thanks, Maya." is too short to close a cue.
        {
          startSeconds: 7.43,
          endSeconds: 10.42,
          speaker: "Dr. Sam Rivera",
          text: "Thanks, Maya. It's great to be here.",
        },
        {
          startSeconds: 10.88,
          endSeconds: 14.66,
          speaker: "Maya Chen",
          text: "Let's start with the basics: what is a habit?",
        },
        { startSeconds: 15.02, endSeconds: 16.03, speaker: "Dr. Sam Rivera", text: "Good question." },
        // After a pause of 2.6 s, one long sentence is cut once it reaches 20 s.
        {
          startSeconds: 18.69,
          endSeconds: 38.97,
          speaker: "Dr. Sam Rivera",
          text: "A habit is a behaviour your brain has automated so that it no longer needs a decision and it runs on cues from your day like the coffee machine or the front door and that is why the environment you live in matters more than the willpower you",
        },
        { startSeconds: 39.03, endSeconds: 40.24, speaker: "Dr. Sam Rivera", text: "think you have" },
      ],
    });
  });

  test("punctuation segments join the word before them; segments out of order are sorted; empty bodies are skipped", () => {
    const file = transcript([
      word(1, "world"),
      word(0, "Hello"),
      word(1.3, ","),
      word(1.6, "  "),
      word(1.9, "again!"),
    ]);
    expect(parsePodcastJsonTranscript(file)).toEqual({
      timed: true,
      cues: [{ startSeconds: 0, endSeconds: 2.2, speaker: null, text: "Hello world, again!" }],
    });
  });

  test("segment-level files (one sentence each, no speaker) keep their times, rounded to the millisecond", () => {
    const file = transcript([
      { startTime: 0.12345, endTime: 4.5, body: "The first sentence is a long one here." },
      { startTime: 4.6, endTime: 9, body: "Then a second one follows it." },
    ]);
    expect(parsePodcastJsonTranscript(file)).toEqual({
      timed: true,
      cues: [
        {
          startSeconds: 0.123,
          endSeconds: 4.5,
          speaker: null,
          text: "The first sentence is a long one here.",
        },
        { startSeconds: 4.6, endSeconds: 9, speaker: null, text: "Then a second one follows it." },
      ],
    });
  });

  test("a file of the wrong shape is refused with what is wrong and where", () => {
    expect(() => parsePodcastJsonTranscript('{"chapters": []}')).toThrow(/^A JSON transcript must look like/);
    expect(() => parsePodcastJsonTranscript("[1, 2]")).toThrow(/^A JSON transcript must look like/);
    expect(() => parsePodcastJsonTranscript(transcript([word(0, "a"), "b"]))).toThrow(
      /^Segment 2 must be an object\./,
    );
    expect(() =>
      parsePodcastJsonTranscript(transcript([word(0, "a"), { startTime: -1, endTime: 1, body: "x" }])),
    ).toThrow(new TimedTextError('Segment 2: "startTime" must be a number of seconds, 0 or more.'));
    expect(() => parsePodcastJsonTranscript(transcript([{ startTime: "1", endTime: 2, body: "x" }]))).toThrow(
      new TimedTextError('Segment 1: "startTime" must be a number of seconds, 0 or more.'),
    );
    expect(() => parsePodcastJsonTranscript(transcript([{ startTime: 1, endTime: 2, body: 3 }]))).toThrow(
      new TimedTextError('Segment 1: "body" must be text.'),
    );
    expect(() => parsePodcastJsonTranscript(transcript([{ startTime: 3, endTime: 2, body: "x" }]))).toThrow(
      new TimedTextError('Segment 1: "endTime" is before "startTime".'),
    );
    // JSON has no Infinity: 1e999 reads as one, and is refused as not a number of seconds.
    expect(() =>
      parsePodcastJsonTranscript('{"segments": [{"startTime": 0, "endTime": 1e999, "body": "x"}]}'),
    ).toThrow(/"endTime" must be a number of seconds/);
    expect(() => parsePodcastJsonTranscript(transcript([]))).toThrow("The transcript has no cues with text.");
  });

  test("text that is not JSON, or nests far deeper than a transcript, is refused", () => {
    expect(() => parsePodcastJsonTranscript('{"segments": [')).toThrow(/the transcript is not valid JSON\.$/);
    expect(() => parsePodcastJsonTranscript(`{"segments":\n${"[".repeat(40)}`)).toThrow(
      new TimedTextError("Line 2: the transcript nests lists deeper than a transcript does."),
    );
    // Brackets inside strings are words, not nesting.
    expect(parsePodcastJsonTranscript(transcript([word(0, "[[[[".repeat(20) + '\\"{')]))).toMatchObject({
      cues: [{ text: `${"[[[[".repeat(20)}\\"{` }],
    });
  });
});
