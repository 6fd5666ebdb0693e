import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseHtmlTranscript } from "./html-transcript.ts";
import { TimedTextError } from "./timed-text.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe("parseHtmlTranscript", () => {
  test("a Podcasting 2.0 HTML transcript: cite, time and p groups become timed cues, text only (issue 36)", () => {
    expect(parseHtmlTranscript(fixture("transcript.html"))).toEqual({
      timed: true,
      cues: [
        {
          startSeconds: 0,
          endSeconds: 9,
          speaker: "Maya Chen",
          text: "Welcome back to The Thriving Path. Today: habits that last & why.",
        },
        // The script's code is left out; the escaped "<really>" is words.
        {
          startSeconds: 9,
          endSeconds: 3723,
          speaker: "Dr. Sam Rivera",
          text: "Thanks for having me. It's great to be here — <really>.",
        },
        // A paragraph without a time of its own shares the time of the one before it.
        {
          startSeconds: 9,
          endSeconds: 3723,
          speaker: "Dr. Sam Rivera",
          text: "A second paragraph from the same answer, with a link.",
        },
        // The last cue ends 30 s after it starts.
        {
          startSeconds: 3723,
          endSeconds: 3753,
          speaker: "Maya Chen",
          text: "An hour in, and we're still going.",
        },
      ],
    });
  });

  test("without any <time> it is paragraphs, speakers from <cite>, and <br> is a space", () => {
    const html =
      "<h1>Episode 3</h1><cite>Ann:</cite><p>One<br>two</p><p>Still Ann</p><cite><b>Bob</b></cite><p>Three</p>";
    expect(parseHtmlTranscript(html)).toEqual({
      timed: false,
      paragraphs: [
        { speaker: null, text: "Episode 3" },
        { speaker: "Ann", text: "One two" },
        { speaker: "Ann", text: "Still Ann" },
        { speaker: "Bob", text: "Three" },
      ],
    });
  });

  test("a time inside the paragraph works too, and a trailing time ends the last cue", () => {
    const html =
      "<p><cite>Ann:</cite> <time>00:01:00</time> Hi</p><p><time>1:05.5</time>Bye</p><time>1:09</time>";
    expect(parseHtmlTranscript(html)).toEqual({
      timed: true,
      cues: [
        { startSeconds: 60, endSeconds: 65.5, speaker: "Ann", text: "Hi" },
        { startSeconds: 65.5, endSeconds: 69, speaker: "Ann", text: "Bye" },
      ],
    });
  });

  test("no markup survives: scripts, styles, comments, event handlers and javascript: links are gone", () => {
    const html =
      '<p onclick="alert(1)">Hello <script>alert(2)</script><style>p{}</style><!-- <b>hidden</b> --><a href="javascript:alert(3)">link</a> <img src=x onerror=alert(4)>end</p>';
    const transcript = parseHtmlTranscript(html);
    expect(transcript).toEqual({ timed: false, paragraphs: [{ speaker: null, text: "Hello link end" }] });
  });

  test("an unclosed cite or time ends at the next paragraph instead of swallowing it", () => {
    expect(parseHtmlTranscript("<cite>Ann:<p>Hello</p><time>0:03<p>Bye</p>")).toEqual({
      timed: true,
      cues: [
        { startSeconds: 0, endSeconds: 3, speaker: "Ann", text: "Hello" },
        { startSeconds: 3, endSeconds: 33, speaker: "Ann", text: "Bye" },
      ],
    });
  });

  test("times that are not times, or go backwards, are refused naming the time", () => {
    expect(() => parseHtmlTranscript("<time>0:00</time><p>a</p><time>soon</time><p>b</p>")).toThrow(
      new TimedTextError('Time 2 ("soon") must look like 1:02:03 or 12:34.'),
    );
    expect(() => parseHtmlTranscript("<time>0:20</time><p>a</p><time>0:10</time><p>b</p>")).toThrow(
      new TimedTextError('Time 2 ("0:10") is earlier than the time before it.'),
    );
    expect(() =>
      parseHtmlTranscript("<!DOCTYPE html><html><head><title>Only a title</title></head></html>"),
    ).toThrow("The transcript has no text.");
  });
});
