import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseChapters } from "./chapters.ts";
import { CHAPTERS_MAX_BYTES, MAX_CHAPTERS, TimedTextError } from "./timed-text.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const chapters = (list: unknown[]) => JSON.stringify({ version: "1.2.0", chapters: list });

describe("parseChapters", () => {
  test("a chapters file: sorted by start, toc:false left out, untitled numbered, only web links and images kept (issue 36)", () => {
    expect(parseChapters(fixture("chapters.json"))).toEqual([
      {
        startSeconds: 0,
        // The sponsor break (toc: false) is not listed, so Welcome runs to the next listed chapter.
        endSeconds: 60,
        title: "Welcome",
        url: null,
        imageUrl: "https://cdn.example.com/art/welcome.jpg",
      },
      {
        startSeconds: 60,
        endSeconds: 95.25,
        title: "Meet Dr. Sam Rivera",
        url: "http://sam-rivera.example.org/",
        imageUrl: null, // a data: image
      },
      {
        startSeconds: 95.25,
        endSeconds: 610,
        title: "Why habits fail",
        url: "https://example.com/habits?ref=podcast",
        imageUrl: null, // javascript:
      },
      { startSeconds: 610, endSeconds: 900, title: "Chapter 4", url: null, imageUrl: null },
      { startSeconds: 1500, endSeconds: null, title: "Where to find us", url: null, imageUrl: null },
    ]);
  });

  test("javascript:, data:, protocol-relative and site-relative addresses never reach a link or an image", () => {
    const list = [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/admin",
      "ftp://x",
    ];
    const parsed = parseChapters(
      chapters(list.map((address, index) => ({ startTime: index, url: address, img: address }))),
    );
    expect(parsed.map((chapter) => [chapter.url, chapter.imageUrl])).toEqual(list.map(() => [null, null]));
  });

  test(`at most ${MAX_CHAPTERS} chapters are kept: the first by start`, () => {
    const list = Array.from({ length: 800 }, (_, index) => ({
      startTime: 800 - index,
      title: `At ${800 - index}`,
    }));
    const parsed = parseChapters(chapters(list));
    expect(parsed).toHaveLength(MAX_CHAPTERS);
    expect(parsed[0]).toMatchObject({ startSeconds: 1, endSeconds: 2, title: "At 1" });
    expect(parsed.at(-1)).toMatchObject({ startSeconds: 500, endSeconds: 501, title: "At 500" });
  });

  test("an empty list is no chapters; nulls are read as missing", () => {
    expect(parseChapters(chapters([]))).toEqual([]);
    expect(
      parseChapters(
        chapters([{ startTime: 5, endTime: null, title: null, url: null, img: null, toc: null }]),
      ),
    ).toEqual([{ startSeconds: 5, endSeconds: null, title: "Chapter 1", url: null, imageUrl: null }]);
  });

  test("a file that is too large, not JSON or not chapters is refused, naming the chapter", () => {
    expect(() => parseChapters(" ".repeat(CHAPTERS_MAX_BYTES + 1))).toThrow(
      new TimedTextError("The chapters file is larger than 512 KB."),
    );
    expect(() => parseChapters("")).toThrow(new TimedTextError("The chapters file is empty."));
    expect(() => parseChapters("<html>")).toThrow(/the chapters file is not valid JSON\.$/);
    expect(() => parseChapters('{"segments": []}')).toThrow(/^A chapters file must look like/);
    expect(() => parseChapters(chapters([{ startTime: 0 }, { title: "No start" }]))).toThrow(
      new TimedTextError('Chapter 2: "startTime" must be a number of seconds, 0 or more.'),
    );
    expect(() => parseChapters(chapters([{ startTime: 0, toc: "no" }]))).toThrow(
      new TimedTextError('Chapter 1: "toc" must be true or false.'),
    );
    expect(() => parseChapters(chapters([{ startTime: 0, url: 5 }]))).toThrow(
      new TimedTextError('Chapter 1: "url" must be text.'),
    );
    expect(() => parseChapters(chapters([{ startTime: 10, endTime: 5 }]))).toThrow(
      new TimedTextError('Chapter 1: "endTime" is before "startTime".'),
    );
  });
});
