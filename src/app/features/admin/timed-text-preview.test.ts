import { describe, expect, it } from "vitest";
import { CHAPTERS_MAX_BYTES, TRANSCRIPT_MAX_BYTES } from "#shared/timed-text/parse-transcript.ts";
import {
  PREVIEW_LINES,
  timedTextFileProblem,
  timedTextPreview,
  transcriptFormatOfFileName,
} from "./timed-text-preview.ts";

const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>Welcome back.\n\n00:01:05.500 --> 00:01:08.000\nToday: rest.\n";
const SRT = "1\n00:00:02,000 --> 00:00:03,000\nHello there.\n";

describe("timedTextPreview: the owner's text as the server will read it", () => {
  it("shows a WebVTT transcript's cues with their start times and speakers, read as WebVTT by Auto-detect", () => {
    expect(timedTextPreview("transcript", VTT, "auto")).toEqual({
      state: "valid",
      format: "webvtt",
      timed: true,
      count: 2,
      lines: [
        { time: "0:01", speaker: "Jordan", text: "Welcome back." },
        { time: "1:05", speaker: null, text: "Today: rest." },
      ],
    });
  });

  it("reads the text in the chosen format: SRT as SRT, and SRT chosen as WebVTT is refused with the parser's reason", () => {
    expect(timedTextPreview("transcript", SRT, "srt")).toMatchObject({
      state: "valid",
      format: "srt",
      count: 1,
    });
    const asVtt = timedTextPreview("transcript", SRT, "webvtt");
    expect(asVtt.state).toBe("invalid");
    expect(asVtt).toHaveProperty("message", expect.stringMatching(/WEBVTT/));
  });

  it("shows plain text as paragraphs without times", () => {
    expect(timedTextPreview("transcript", "Jordan: Hello.\n\nMaya: Hi!", "text")).toEqual({
      state: "valid",
      format: "text",
      timed: false,
      count: 2,
      lines: [
        { time: null, speaker: "Jordan", text: "Hello." },
        { time: null, speaker: "Maya", text: "Hi!" },
      ],
    });
  });

  it(`lists the first ${PREVIEW_LINES} cues and counts them all`, () => {
    const cues = Array.from(
      { length: 45 },
      (_, index) =>
        `00:00:${String(index).padStart(2, "0")}.000 --> 00:00:${String(index).padStart(2, "0")}.900\nCue ${index + 1}`,
    );
    const preview = timedTextPreview("transcript", `WEBVTT\n\n${cues.join("\n\n")}`, "auto");
    expect(preview).toMatchObject({ state: "valid", count: 45 });
    if (preview.state !== "valid") throw new Error("not valid");
    expect(preview.lines).toHaveLength(PREVIEW_LINES);
    expect(preview.lines.at(-1)).toEqual({ time: "0:19", speaker: null, text: "Cue 20" });
  });

  it("shows chapters by start, with their titles", () => {
    const chapters = JSON.stringify({
      version: "1.2.0",
      chapters: [
        { startTime: 3725, title: "Why rest works" },
        { startTime: 0, title: "Welcome" },
      ],
    });
    expect(timedTextPreview("chapters", chapters)).toEqual({
      state: "valid",
      format: "chapters",
      timed: true,
      count: 2,
      lines: [
        { time: "0:00", speaker: null, text: "Welcome" },
        { time: "1:02:05", speaker: null, text: "Why rest works" },
      ],
    });
  });

  it("says why chapters that are not a chapters file cannot be saved, in the parser's words", () => {
    expect(timedTextPreview("chapters", '{"chapters": 7}')).toEqual({
      state: "invalid",
      message:
        'A chapters file must look like {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Welcome"}]}.',
    });
    expect(timedTextPreview("chapters", '{"chapters": [')).toMatchObject({
      state: "invalid",
      message: expect.stringMatching(/not valid JSON/),
    });
  });

  it("is empty, not an error, while nothing but spaces has been given", () => {
    expect(timedTextPreview("transcript", "", "auto")).toEqual({ state: "empty" });
    expect(timedTextPreview("chapters", "  \n\t")).toEqual({ state: "empty" });
  });

  it("refuses a text larger than the server keeps, as the server would", () => {
    const huge = `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${"é".repeat(TRANSCRIPT_MAX_BYTES / 2)}`;
    expect(timedTextPreview("transcript", huge, "auto")).toEqual({
      state: "invalid",
      message: "The transcript is larger than 2 MB.",
    });
  });
});

describe("timedTextFileProblem: a picked file is checked before it is read", () => {
  it("takes the transcript formats by name, up to 2 MB", () => {
    for (const name of ["episode.vtt", "EPISODE.SRT", "notes.txt", "t.json", "page.html", "page.htm"]) {
      expect(timedTextFileProblem({ name, size: 1_000 }, "transcript"), name).toBeNull();
    }
    expect(timedTextFileProblem({ name: "a.vtt", size: TRANSCRIPT_MAX_BYTES }, "transcript")).toBeNull();
    expect(timedTextFileProblem({ name: "a.vtt", size: TRANSCRIPT_MAX_BYTES + 1 }, "transcript")).toBe(
      "tooLarge",
    );
  });

  it("takes only JSON for chapters, up to 512 KB", () => {
    expect(timedTextFileProblem({ name: "chapters.json", size: CHAPTERS_MAX_BYTES }, "chapters")).toBeNull();
    expect(timedTextFileProblem({ name: "chapters.json", size: CHAPTERS_MAX_BYTES + 1 }, "chapters")).toBe(
      "tooLarge",
    );
    expect(timedTextFileProblem({ name: "episode.vtt", size: 10 }, "chapters")).toBe("wrongType");
  });

  it("refuses audio, images and files without an extension", () => {
    for (const name of ["episode.mp3", "cover.png", "transcript", "archive.vtt.zip"]) {
      expect(timedTextFileProblem({ name, size: 10 }, "transcript"), name).toBe("wrongType");
    }
  });
});

describe("transcriptFormatOfFileName: a picked file sets the format its name says", () => {
  it("names each format by its extension, and leaves any other to Auto-detect", () => {
    expect(transcriptFormatOfFileName("Episode 3.vtt")).toBe("webvtt");
    expect(transcriptFormatOfFileName("episode.SRT")).toBe("srt");
    expect(transcriptFormatOfFileName("episode.json")).toBe("json");
    expect(transcriptFormatOfFileName("episode.htm")).toBe("html");
    expect(transcriptFormatOfFileName("episode.txt")).toBe("text");
    expect(transcriptFormatOfFileName("episode")).toBe("auto");
    expect(transcriptFormatOfFileName("episode.constructor")).toBe("auto");
  });
});
