import { describe, expect, test } from "vitest";
import { parsePlainTextTranscript, speakerLabel } from "./plain-text.ts";

describe("parsePlainTextTranscript", () => {
  test("paragraphs split at blank lines, lines joined; 'Name:' gives the speaker (issue 36)", () => {
    const text = [
      "\ufeffTranscript of episode 42, Habits That Last",
      "",
      "Maya Chen: Welcome back to the show.",
      "Today we talk habits.",
      "Dr. Sam Rivera: Thanks, Maya.",
      "",
      "",
      "Maya Chen:",
      "",
      "So where do people go wrong?",
      "",
      "We covered three things: cues, routines and rewards.",
      "Read more at https://example.com/notes at 12:30 today.",
    ].join("\r\n");
    expect(parsePlainTextTranscript(text)).toEqual({
      timed: false,
      paragraphs: [
        { speaker: null, text: "Transcript of episode 42, Habits That Last" },
        { speaker: "Maya Chen", text: "Welcome back to the show. Today we talk habits." },
        { speaker: "Dr. Sam Rivera", text: "Thanks, Maya." },
        // A name alone on its line names the speaker of the paragraph after it.
        { speaker: "Maya Chen", text: "So where do people go wrong?" },
        {
          speaker: null,
          text: "We covered three things: cues, routines and rewards. Read more at https://example.com/notes at 12:30 today.",
        },
      ],
    });
  });

  test("a file of blank lines is refused", () => {
    expect(() => parsePlainTextTranscript("\n\n  \n")).toThrow("The transcript is empty.");
  });
});

describe("speakerLabel", () => {
  test("a short name of capitalised words before a colon and a space is a speaker", () => {
    expect(speakerLabel("Jane Doe: Hello")).toEqual({ speaker: "Jane Doe", rest: "Hello" });
    expect(speakerLabel("SPEAKER_01: Hi")).toEqual({ speaker: "SPEAKER_01", rest: "Hi" });
    expect(speakerLabel("Dr. Sam O'Brien-Lee: Hi")).toEqual({ speaker: "Dr. Sam O'Brien-Lee", rest: "Hi" });
    expect(speakerLabel("Q:")).toEqual({ speaker: "Q", rest: "" });
  });

  test("a sentence, a long name, a URL or a time is not a speaker", () => {
    expect(speakerLabel("We covered three things: cues")).toBeNull();
    expect(speakerLabel("Wait, Jane: what?")).toBeNull();
    expect(speakerLabel("Really? Yes: it is")).toBeNull();
    expect(speakerLabel("One Two Three Four Five: text")).toBeNull();
    expect(speakerLabel(`${"A".repeat(41)}: text`)).toBeNull();
    expect(speakerLabel("https://example.com")).toBeNull();
    expect(speakerLabel("12:30 we start")).toBeNull();
    expect(speakerLabel(": nothing before")).toBeNull();
  });
});
