import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { TimedTextError } from "./timed-text.ts";
import { cueVoices, parseWebVtt } from "./webvtt.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("parseWebVtt", () => {
  test("a Buzzsprout-style file: header, NOTE and STYLE blocks skipped, voices give speakers, tags dropped (issue 36)", () => {
    expect(parseWebVtt(fixture("buzzsprout.vtt"))).toEqual({
      timed: true,
      cues: [
        {
          startSeconds: 0,
          endSeconds: 4.32,
          speaker: "Maya Chen",
          text: "Welcome back to The Thriving Path. I'm your host, Maya Chen,",
        },
        {
          startSeconds: 4.32,
          endSeconds: 9.12,
          speaker: "Maya Chen",
          text: "and today we're talking about building habits that actually last.",
        },
        {
          startSeconds: 9.12,
          endSeconds: 13.005,
          speaker: "Dr. Sam Rivera",
          text: "Thanks for having me, Maya & hello to everyone listening.",
        },
        {
          startSeconds: 13.005,
          endSeconds: 18.75,
          speaker: "Maya Chen",
          text: "So where do most people go wrong with new habits?",
        },
        {
          startSeconds: 18.75,
          endSeconds: 24,
          speaker: "Dr. Sam Rivera",
          // The escaped "<script>" is words; the raw <script> tag is dropped, never kept as markup.
          text: "They start too big. <script> isn't a habit\u00a0plan, it's a wish. alert(1)",
        },
        {
          startSeconds: 3600,
          endSeconds: 3602.5,
          speaker: "Maya Chen",
          text: "“An hour in,” and we’re still going.",
        },
      ],
    });
  });

  test("cue identifiers and settings are optional, mm:ss.ttt times are read, a BOM and CR line ends are accepted", () => {
    const file =
      "\ufeffWEBVTT\r\r00:01.000 --> 00:02.500 align:middle\rHello\r\rintro\r00:02.500 --> 01:02:03.004\rWorld\r";
    expect(parseWebVtt(file)).toEqual({
      timed: true,
      cues: [
        { startSeconds: 1, endSeconds: 2.5, speaker: null, text: "Hello" },
        { startSeconds: 2.5, endSeconds: 3723.004, speaker: null, text: "World" },
      ],
    });
  });

  test("a missing blank line before the next timing line starts the next cue", () => {
    const file = "WEBVTT\n\n00:00.000 --> 00:01.000\nOne\n00:01.000 --> 00:02.000\nTwo\n";
    expect(parseWebVtt(file)).toMatchObject({ cues: [{ text: "One" }, { text: "Two" }] });
  });

  test("a cue with no text left after its tags is left out; a file with no text at all is refused", () => {
    const file = "WEBVTT\n\n00:00.000 --> 00:01.000\n<i></i>\n\n00:01.000 --> 00:02.000\nKept\n";
    expect(parseWebVtt(file)).toMatchObject({ cues: [{ text: "Kept" }] });
    expect(() => parseWebVtt("WEBVTT\n\nNOTE only a note\n")).toThrow(
      "The transcript has no cues with text.",
    );
  });

  test("errors name the line: a missing header, malformed times, an end before the start, a block that is not a cue", () => {
    expect(() => parseWebVtt("1\n00:00:01,000 --> 00:00:02,000\nHi\n")).toThrow(
      new TimedTextError('Line 1: a WebVTT file must start with "WEBVTT".'),
    );
    expect(() => parseWebVtt("WEBVTT\n\n00:00.000 --> 00:01.000\nok\n\n00:01 --> 00:02\nbad\n")).toThrow(
      new TimedTextError("Line 6: a cue's times must look like 00:01:02.500 --> 00:01:05.000."),
    );
    expect(() => parseWebVtt("WEBVTT\n\n00:00:61.000 --> 00:01:02.000\nbad seconds\n")).toThrow(
      /^Line 3: a cue's times/,
    );
    expect(() => parseWebVtt("WEBVTT\n\nNOTE x\n\n12\n00:00:05.000 --> 00:00:03.000\nbackwards\n")).toThrow(
      new TimedTextError("Line 6: the cue ends (00:00:03.000) before it starts (00:00:05.000)."),
    );
    expect(() => parseWebVtt("WEBVTT\n\n00:00.000 --> 00:01.000\nok\n\nstray words\nmore words\n")).toThrow(
      /^Line 6: a cue must start with its times/,
    );
  });
});

describe("cueVoices", () => {
  test("voice spans, with or without classes and closing tags, give the speaker; other tags and ruby text go", () => {
    expect(
      cueVoices("<v.loud.first Jane  Doe>Hi <b>there</b>,\n<c.yellow>friend</c><00:00:02.000>!</v>"),
    ).toEqual([{ speaker: "Jane Doe", text: "Hi there, friend!" }]);
    expect(cueVoices("<ruby>漢<rt>kan</rt></ruby>字 <lang en>ok</lang> <u>u</u>")).toEqual([
      { speaker: null, text: "漢字 ok u" },
    ]);
  });

  test("a cue spoken by two voices is read as two, and a voice without a name has no speaker", () => {
    expect(cueVoices("<v Ann>Hi</v> <v Bob>Hello</v> <v Bob>again")).toEqual([
      { speaker: "Ann", text: "Hi" },
      { speaker: "Bob", text: "Hello again" },
    ]);
    expect(cueVoices("<v>Nobody")).toEqual([{ speaker: null, text: "Nobody" }]);
  });

  test("entities are decoded once, after the tags are gone, so escaped markup stays words", () => {
    expect(cueVoices("&lt;b&gt;bold&lt;/b&gt; &amp;lt; &#65;&#x42; a&nbsp;b &lrm;x&rlm;")).toEqual([
      { speaker: null, text: "<b>bold</b> &lt; AB a\u00a0b \u200ex\u200f" },
    ]);
    expect(cueVoices("<v Tom &amp; Jerry>Hi")).toEqual([{ speaker: "Tom & Jerry", text: "Hi" }]);
  });

  test("script and other raw tags in cue text never come out as markup", () => {
    const [voice] = cueVoices('<script>alert("x")</script><img src=x onerror=alert(1)>Hi<iframe');
    expect(voice).toEqual({ speaker: null, text: 'alert("x")Hi' });
  });
});
