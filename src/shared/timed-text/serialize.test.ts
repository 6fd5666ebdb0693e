import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseTranscript } from "./parse-transcript.ts";
import { formatTimestamp, transcriptToText, transcriptToWebVtt } from "./serialize.ts";
import type { Transcript } from "./timed-text.ts";
import { parseWebVtt } from "./webvtt.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("formatTimestamp", () => {
  test("shows m:ss under an hour and h:mm:ss from an hour, in whole seconds", () => {
    expect(formatTimestamp(0)).toBe("0:00");
    expect(formatTimestamp(5.999)).toBe("0:05");
    expect(formatTimestamp(754)).toBe("12:34");
    expect(formatTimestamp(3599)).toBe("59:59");
    expect(formatTimestamp(3600)).toBe("1:00:00");
    expect(formatTimestamp(3723.5)).toBe("1:02:03");
    expect(formatTimestamp(36_000)).toBe("10:00:00");
    expect(formatTimestamp(-3)).toBe("0:00");
    expect(formatTimestamp(Number.NaN)).toBe("0:00");
  });
});

describe("transcriptToWebVtt", () => {
  test("writes a WebVTT file: full timestamps, speakers as voices, text escaped", () => {
    const transcript: Transcript = {
      timed: true,
      cues: [
        { startSeconds: 0, endSeconds: 2.5, speaker: "Tom & <Jerry>", text: "a < b & c > d --> e" },
        { startSeconds: 3723.004, endSeconds: 3725, speaker: null, text: "No speaker" },
      ],
    };
    expect(transcriptToWebVtt(transcript)).toBe(
      [
        "WEBVTT",
        "",
        "00:00:00.000 --> 00:00:02.500",
        "<v Tom &amp; &lt;Jerry&gt;>a &lt; b &amp; c &gt; d --&gt; e",
        "",
        "01:02:03.004 --> 01:02:05.000",
        "No speaker",
        "",
      ].join("\n"),
    );
  });

  test("an untimed transcript has no WebVTT form", () => {
    expect(transcriptToWebVtt({ timed: false, paragraphs: [{ speaker: null, text: "Hi" }] })).toBeNull();
  });

  test("round trip: every timed format, written as WebVTT and read back, gives the same cues", () => {
    for (const [name, type] of [
      ["buzzsprout.vtt", "text/vtt"],
      ["crlf-bom.srt", "application/x-subrip"],
      ["word-level.json", "application/json"],
      ["transcript.html", "text/html"],
    ] as const) {
      const transcript = parseTranscript(fixture(name), type);
      expect(transcript.timed, name).toBe(true);
      expect(parseWebVtt(transcriptToWebVtt(transcript)!), name).toEqual(transcript);
    }
  });

  test("round trip keeps hostile text as the same words: escaped markup, entities, speakers with '<'", () => {
    const file =
      "WEBVTT\n\n00:00.000 --> 00:01.000\n<v <v Ann>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; &#60;\n";
    const transcript = parseWebVtt(file);
    expect(transcript).toEqual({
      timed: true,
      cues: [
        { startSeconds: 0, endSeconds: 1, speaker: "<v Ann", text: "<script>alert(1)</script> &amp; <" },
      ],
    });
    expect(parseWebVtt(transcriptToWebVtt(transcript)!)).toEqual(transcript);
  });
});

describe("transcriptToText", () => {
  test("timed cues are '[time] Speaker: text' blocks separated by blank lines", () => {
    const transcript = parseWebVtt(fixture("buzzsprout.vtt"));
    const text = transcriptToText(transcript);
    expect(text.split("\n\n").slice(0, 2)).toEqual([
      "[0:00] Maya Chen: Welcome back to The Thriving Path. I'm your host, Maya Chen,",
      "[0:04] Maya Chen: and today we're talking about building habits that actually last.",
    ]);
    expect(text.endsWith("[1:00:00] Maya Chen: “An hour in,” and we’re still going.\n")).toBe(true);
  });

  test("paragraphs are 'Speaker: text' blocks, and read back as the same paragraphs", () => {
    const transcript: Transcript = {
      timed: false,
      paragraphs: [
        { speaker: "Maya Chen", text: "Welcome back." },
        { speaker: null, text: "A paragraph without a speaker." },
      ],
    };
    const text = transcriptToText(transcript);
    expect(text).toBe("Maya Chen: Welcome back.\n\nA paragraph without a speaker.\n");
    expect(parseTranscript(text, "text/plain")).toEqual(transcript);
  });
});
