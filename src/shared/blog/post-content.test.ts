import { describe, expect, test } from "vitest";
import { hasVisibleContent } from "./post-content.ts";

describe("hasVisibleContent (SPEC §5: Content is required)", () => {
  test.each([
    "",
    "   ",
    "<p> </p>",
    "<p>&nbsp;</p><br>",
    "<h2></h2>\n<ul><li> </li></ul>",
    "<!-- <p>draft</p> -->",
    "<p>&#160;&#xA0;</p>",
    "<p>\u200b</p><p>\u2060\ufeff </p>",
  ])("%j shows nothing", (html) => {
    expect(hasVisibleContent(html)).toBe(false);
  });

  test.each([
    "Plain words",
    "<p>Rest is productive.</p>",
    "<p>a < b</p>",
    "<p>&amp;</p>",
    '<p><img src="/public-objects/a.png" alt=""></p>',
    '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    "<VIDEO src='https://example.com/a.mp4'></VIDEO>",
  ])("%j shows something", (html) => {
    expect(hasVisibleContent(html)).toBe(true);
  });

  test("a body as long as a post may be, made of unclosed tags, is read at once", () => {
    const started = performance.now();
    expect(hasVisibleContent("<a".repeat(100_000))).toBe(true);
    // Reading it "<" by "<" to the end took over ten seconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
