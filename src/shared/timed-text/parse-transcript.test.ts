import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseTranscript, sniffTranscriptFormat, transcriptFormat } from "./parse-transcript.ts";
import { MAX_CUES, TimedTextError, TRANSCRIPT_MAX_BYTES, type Transcript } from "./timed-text.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("transcriptFormat", () => {
  test("the feed's type picks the parser, its parameters and case ignored (issue 36)", () => {
    const text = "anything";
    expect(transcriptFormat(text, "text/vtt")).toBe("webvtt");
    expect(transcriptFormat(text, "Text/VTT; charset=UTF-8")).toBe("webvtt");
    expect(transcriptFormat(text, "application/x-subrip")).toBe("srt");
    expect(transcriptFormat(text, "application/srt")).toBe("srt");
    expect(transcriptFormat(text, "text/srt")).toBe("srt");
    expect(transcriptFormat(text, "application/json")).toBe("json");
    expect(transcriptFormat(text, "text/html;charset=utf-8")).toBe("html");
    expect(transcriptFormat(text, "text/plain")).toBe("text");
  });

  test("a missing or unknown type is sniffed, and text/plain that is really WebVTT or SRT is read as such", () => {
    expect(transcriptFormat("WEBVTT\n\n", null)).toBe("webvtt");
    expect(transcriptFormat("WEBVTT\n\n", "application/octet-stream")).toBe("webvtt");
    expect(transcriptFormat("WEBVTT\n\n", "text/plain")).toBe("webvtt");
    expect(transcriptFormat("1\n00:00:01,000 --> 00:00:02,000\n", "text/plain")).toBe("srt");
    expect(transcriptFormat("{}", "text/plain")).toBe("text");
    expect(transcriptFormat("WEBVTT\n\n", "application/json")).toBe("json");
    expect(transcriptFormat("WEBVTT\n\n", "constructor")).toBe("webvtt");
    expect(parseTranscript("Hi", "__proto__")).toEqual({
      timed: false,
      paragraphs: [{ speaker: null, text: "Hi" }],
    });
  });
});

describe("sniffTranscriptFormat", () => {
  test("WEBVTT header, SRT block, '{', '<', else plain text; a BOM and leading blank lines are skipped", () => {
    expect(sniffTranscriptFormat("\ufeffWEBVTT - Title\n")).toBe("webvtt");
    expect(sniffTranscriptFormat("WEBVTT")).toBe("webvtt");
    expect(sniffTranscriptFormat("WEBVTTX\n")).toBe("text");
    expect(sniffTranscriptFormat("\ufeff\r\n1\r\n00:00:01,000 --> 00:00:02,500\r\nHi")).toBe("srt");
    expect(sniffTranscriptFormat("00:00:01,000 --> 00:00:02,500\nHi")).toBe("srt");
    expect(sniffTranscriptFormat("12 Angry Men\n00:00:01,000 is not a block")).toBe("text");
    expect(sniffTranscriptFormat('  {"segments": []}')).toBe("json");
    expect(sniffTranscriptFormat("\n<!doctype html>")).toBe("html");
    expect(sniffTranscriptFormat("Jane: Hello")).toBe("text");
  });

  test("each sample is read by its own parser without a type", () => {
    expect(parseTranscript(fixture("buzzsprout.vtt"), null)).toEqual(
      parseTranscript(fixture("buzzsprout.vtt"), "text/vtt"),
    );
    expect(parseTranscript(fixture("crlf-bom.srt"), null)).toEqual(
      parseTranscript(fixture("crlf-bom.srt"), "text/srt"),
    );
    expect(parseTranscript(fixture("word-level.json"), "")).toEqual(
      parseTranscript(fixture("word-level.json"), "application/json"),
    );
    expect(parseTranscript(fixture("transcript.html"), null)).toEqual(
      parseTranscript(fixture("transcript.html"), "text/html"),
    );
    expect(parseTranscript("Ann: Hi\n\nBob: Hello", null)).toEqual({
      timed: false,
      paragraphs: [
        { speaker: "Ann", text: "Hi" },
        { speaker: "Bob", text: "Hello" },
      ],
    });
  });
});

describe("parseTranscript limits", () => {
  test(`input over ${TRANSCRIPT_MAX_BYTES} UTF-8 bytes is refused, counted in bytes, not characters`, () => {
    expect(() => parseTranscript("a".repeat(TRANSCRIPT_MAX_BYTES + 1), "text/plain")).toThrow(
      new TimedTextError("The transcript is larger than 2 MB."),
    );
    // "é" is two bytes in UTF-8: half as many characters reach the limit.
    expect(() => parseTranscript("é".repeat(TRANSCRIPT_MAX_BYTES / 2 + 1), "text/plain")).toThrow(
      TimedTextError,
    );
    expect(parseTranscript("é".repeat(TRANSCRIPT_MAX_BYTES / 2), "text/plain")).toMatchObject({
      timed: false,
    });
    expect(() => parseTranscript("\ufeff \n\t", null)).toThrow(
      new TimedTextError("The transcript is empty."),
    );
  });

  test(`a transcript of more than ${MAX_CUES} cues or paragraphs is refused, not cut short`, () => {
    const cue = "00:00.000 --> 00:00.001\na\n\n";
    expect(parseTranscript(`WEBVTT\n\n${cue.repeat(MAX_CUES)}`, null)).toMatchObject({ timed: true });
    expect(() => parseTranscript(`WEBVTT\n\n${cue.repeat(MAX_CUES + 1)}`, null)).toThrow(
      new TimedTextError("The transcript has more than 20,000 cues, more than the site keeps."),
    );
    expect(() => parseTranscript("a\n\n".repeat(MAX_CUES + 1), null)).toThrow(
      new TimedTextError("The transcript has more than 20,000 paragraphs, more than the site keeps."),
    );
  });
});

/**
 * Issue 36: parsing is linear in the input size. A parser that searched again from every "<" or
 * line, or a backtracking pattern, takes minutes on these 2 MB inputs; each must finish in
 * seconds on a busy machine and give the right answer.
 */
describe("hostile 2 MB inputs are read in linear time", () => {
  const size = TRANSCRIPT_MAX_BYTES;
  /** `unit` repeated to fill the 2 MB after `prefix` and before `suffix`. */
  const fill = (prefix: string, unit: string, suffix = "") =>
    unit.repeat(Math.floor((size - prefix.length - suffix.length) / unit.length));
  const timed = (run: () => Transcript): { result: Transcript | string; seconds: number } => {
    const started = performance.now();
    let result: Transcript | string;
    try {
      result = run();
    } catch (error) {
      if (!(error instanceof TimedTextError)) throw error;
      result = error.message;
    }
    return { result, seconds: (performance.now() - started) / 1000 };
  };
  // Loose on purpose: a quadratic parser takes minutes here, and a busy two-core machine makes
  // even the site's linear tag scanner take a second on 350,000 tags.
  const BOUND_SECONDS = 5;
  const firstText = (result: Transcript | string) =>
    typeof result === "string" ? result : result.timed ? result.cues[0]?.text : result.paragraphs[0]?.text;
  const CUE = "WEBVTT\n\n00:00.000 --> 00:01.000\n";
  const SUBTITLE = "1\n00:00:00,000 --> 00:00:01,000\n";

  test("2 MB of '<': HTML text when sniffed, refused as WebVTT or SRT", () => {
    const input = "<".repeat(size);
    const html = timed(() => parseTranscript(input, null));
    expect(firstText(html.result)).toBe(input);
    const vtt = timed(() => parseTranscript(input, "text/vtt"));
    expect(vtt.result).toBe('Line 1: a WebVTT file must start with "WEBVTT".');
    const srt = timed(() => parseTranscript(input, "application/srt"));
    expect(srt.result).toMatch(/^Line 1: expected a subtitle number/);
    expect(Math.max(html.seconds, vtt.seconds, srt.seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("one 2 MB line, as plain text and as one cue's text", () => {
    const line = fill("", "word ");
    const plain = timed(() => parseTranscript(line, null));
    expect(firstText(plain.result)).toBe(line.trimEnd());
    const cueText = fill(CUE, "x&amp");
    const cue = timed(() => parseTranscript(CUE + cueText, null));
    expect(firstText(cue.result)).toBe(cueText);
    expect(Math.max(plain.seconds, cue.seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("repeated '<v <v <v' voice tags, unclosed and closed", () => {
    const voices = fill(CUE, "<v ", ">Hello");
    const unclosed = timed(() => parseTranscript(CUE + voices, null));
    expect(unclosed.result).toBe("The transcript has no cues with text.");
    const closed = timed(() => parseTranscript(`${CUE}${voices}>Hello`, null));
    // Everything between the first tag name and ">" is the voice's name.
    expect(closed.result).toEqual({
      timed: true,
      cues: [{ startSeconds: 0, endSeconds: 1, speaker: voices.slice(3).trim(), text: "Hello" }],
    });
    expect(Math.max(unclosed.seconds, closed.seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("tens of thousands of tiny cues stop at the cue limit", () => {
    const vtt = timed(() =>
      parseTranscript(`WEBVTT\n\n${fill("WEBVTT\n\n", "00:00.000 --> 00:00.001\na\n\n")}`, null),
    );
    const srt = timed(() => parseTranscript(fill("", "1\n00:00:00,000 --> 00:00:00,001\na\n\n"), null));
    expect(vtt.result).toBe("The transcript has more than 20,000 cues, more than the site keeps.");
    expect(srt.result).toBe(vtt.result);
    expect(Math.max(vtt.seconds, srt.seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("unclosed SRT styling tags and overrides stay text", () => {
    const fontsText = fill(SUBTITLE, "<font ");
    const fonts = timed(() => parseTranscript(SUBTITLE + fontsText, null));
    expect(firstText(fonts.result)).toBe(fontsText.trimEnd());
    const bracesText = fill(SUBTITLE, "{\\b");
    const braces = timed(() => parseTranscript(SUBTITLE + bracesText, null));
    expect(firstText(braces.result)).toBe(bracesText);
    expect(Math.max(fonts.seconds, braces.seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("HTML of unclosed tags, endless cites, declarations, entities and time groups", () => {
    const unclosedText = fill("<p>", "<p");
    const unclosed = timed(() => parseTranscript(`<p>${unclosedText}`, null));
    expect(firstText(unclosed.result)).toBe(unclosedText);
    const cites = timed(() => parseTranscript(fill("", "<cite>"), "text/html"));
    expect(cites.result).toBe("The transcript has no text.");
    const declarations = timed(() => parseTranscript(`${fill("", "<!x>", "<p>Hi</p>")}<p>Hi</p>`, null));
    expect(declarations.result).toEqual({ timed: false, paragraphs: [{ speaker: null, text: "Hi" }] });
    const entitiesText = `&${fill("<p>&", "a")}`;
    const entities = timed(() => parseTranscript(`<p>${entitiesText}`, null));
    expect(firstText(entities.result)).toBe(entitiesText);
    const groups = timed(() => parseTranscript(fill("", "<time>1:00</time><p>x</p>"), null));
    expect(groups.result).toBe("The transcript has more than 20,000 cues, more than the site keeps.");
    const seconds = [unclosed, cites, declarations, entities, groups].map((run) => run.seconds);
    expect(Math.max(...seconds)).toBeLessThan(BOUND_SECONDS);
  });

  test("a word-level JSON transcript of 2 MB, and one nested a million deep", () => {
    const segments: string[] = [];
    for (let index = 0, length = 40; length < size; index += 1) {
      const speaker = index % 40 < 20 ? "Ann" : "Bob";
      segments.push(
        JSON.stringify({ speaker, startTime: index * 0.3, endTime: index * 0.3 + 0.25, body: "word" }),
      );
      length += segments.at(-1)!.length + 1;
    }
    segments.pop();
    const words = timed(() =>
      parseTranscript(`{"version":"1.0.0","segments":[${segments.join(",")}]}`, null),
    );
    const cues = typeof words.result !== "string" && words.result.timed ? words.result.cues : [];
    // 20 words of one speaker, then 20 of the other: one cue per turn.
    expect(cues).toHaveLength(Math.ceil(segments.length / 20));
    expect(cues[1]).toEqual({
      startSeconds: 6,
      endSeconds: 11.95,
      speaker: "Bob",
      text: Array(20).fill("word").join(" "),
    });
    const deep = timed(() => parseTranscript(`{"segments":${fill('{"segments":', "[", "]")}]`, null));
    expect(deep.result).toBe("Line 1: the transcript nests lists deeper than a transcript does.");
    expect(Math.max(words.seconds, deep.seconds)).toBeLessThan(BOUND_SECONDS);
  });
});
