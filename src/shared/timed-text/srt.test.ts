import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseSrt, withoutSrtStyling } from "./srt.ts";
import { TimedTextError } from "./timed-text.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("parseSrt", () => {
  test("an SRT file with a BOM, CRLF lines, a missing number, extra blank lines and styling (issue 36)", () => {
    const file = fixture("crlf-bom.srt");
    expect(file.startsWith("\ufeff1\r\n")).toBe(true);
    expect(parseSrt(file)).toEqual({
      timed: true,
      cues: [
        { startSeconds: 0, endSeconds: 3.2, speaker: null, text: "Welcome back to The Thriving Path." },
        // "Maya:" stays in the text: SRT has no speakers.
        {
          startSeconds: 3.2,
          endSeconds: 6.85,
          speaker: null,
          text: "Maya: Today it's all about habits that last.",
        },
        { startSeconds: 6.85, endSeconds: 9.4, speaker: null, text: "Stay with us." },
        { startSeconds: 9.4, endSeconds: 12, speaker: null, text: "Tom & Jerry < 3 minutes" },
      ],
    });
  });

  test("a number line is text unless times follow it; text after a blank line stays with its cue", () => {
    const file =
      "1\n00:00:01,000 --> 00:00:02,000\nThe answer is\n42\n\nand more\n\n\n2\n\n00:00:03,000 --> 00:00:04,000\nNext\n";
    expect(parseSrt(file)).toMatchObject({
      cues: [{ text: "The answer is 42 and more" }, { startSeconds: 3, text: "Next" }],
    });
  });

  test("errors name the line: text before any cue, malformed times, an end before the start", () => {
    expect(() => parseSrt("Hello\n00:00:01,000 --> 00:00:02,000\nHi\n")).toThrow(
      new TimedTextError("Line 1: expected a subtitle number or times, like 00:01:02,500 --> 00:01:05,000."),
    );
    expect(() => parseSrt("1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:00:03 --> 00:00:04\nBad\n")).toThrow(
      new TimedTextError("Line 6: a subtitle's times must look like 00:01:02,500 --> 00:01:05,000."),
    );
    expect(() => parseSrt("1\n00:00:05,000 --> 00:00:04,000\nBackwards\n")).toThrow(
      new TimedTextError("Line 2: the subtitle ends (00:00:04,000) before it starts (00:00:05,000)."),
    );
  });
});

describe("withoutSrtStyling", () => {
  test("drops the tags SRT players style with and ASS overrides, and keeps any other '<' as text", () => {
    expect(
      withoutSrtStyling('<I>a</I> <font face="x" color=red>b</font> {\\an8}{\\i1}c 1 < 2 <br> <script>'),
    ).toBe("a b c 1 < 2 <br> <script>");
    expect(withoutSrtStyling("<font never closed {\\b also")).toBe("<font never closed {\\b also");
  });
});
