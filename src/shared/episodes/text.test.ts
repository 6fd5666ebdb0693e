import { describe, expect, test } from "vitest";
import {
  CAROUSEL_DOT_COUNT,
  CAROUSEL_INTERVAL_MS,
  COPIED_STATE_MS,
  FEATURED_DESCRIPTION_LIMIT,
  GRID_DESCRIPTION_LIMIT,
  GRID_EPISODE_COUNT,
  PLAYER_SCROLL_THRESHOLD_PX,
  PLAYER_TITLE_LIMIT,
  SHARE_POPUP,
} from "./constants.ts";
import { cutText, htmlBlocks, stripHtml } from "./text.ts";

describe("htmlBlocks", () => {
  test("each paragraph, heading, list item and line is a block of plain text; empty ones are left out", () => {
    expect(
      htmlBlocks(
        "<h2>Rest &amp; work</h2><p>One <em>idea</em>.</p><p> </p><ul><li>a</li><li>b</li></ul>x<br>y",
      ),
    ).toEqual(["Rest & work", "One idea.", "a", "b", "x", "y"]);
    expect(htmlBlocks("")).toEqual([]);
  });
});

describe("stripHtml (SPEC §3: descriptions may contain HTML)", () => {
  test("runs in linear time: crafted 100 KB inputs take well under 200 ms in all (they took seconds)", () => {
    const started = performance.now();
    for (const html of ["<p ".repeat(33_333), "<a<".repeat(33_333), "<script>".repeat(12_500)])
      stripHtml(html);
    expect(performance.now() - started).toBeLessThan(200);
  });

  test("removes tags and keeps the words", () => {
    expect(stripHtml("<p>Hello <strong>world</strong>, <a href='/x'>listen</a></p>")).toBe(
      "Hello world, listen",
    );
  });

  test("paragraph, line-break and list-item boundaries become spaces so words do not glue together", () => {
    expect(stripHtml("<p>One</p><p>Two</p>")).toBe("One Two");
    expect(stripHtml("first<br>second<br/>third<BR />fourth")).toBe("first second third fourth");
    expect(stripHtml("<ul><li>alpha</li><li>beta</li></ul>")).toBe("alpha beta");
  });

  test("inline tags inside a word do not split it", () => {
    expect(stripHtml("<b>Thriv</b>ing")).toBe("Thriving");
  });

  test("decodes &amp; &lt; &gt; &quot; &#39; and &nbsp;", () => {
    expect(stripHtml("Q&amp;A &lt;live&gt; &quot;quoted&quot; it&#39;s&nbsp;here")).toBe(
      `Q&A <live> "quoted" it's here`,
    );
  });

  test("decodes decimal and hexadecimal numeric entities", () => {
    expect(stripHtml("don&#8217;t &#x2014; caf&#233;")).toBe("don\u2019t \u2014 caf\u00e9");
  });

  test("an encoded tag stays visible text and a double-encoded entity is decoded only once", () => {
    expect(stripHtml("&lt;b&gt;bold&lt;/b&gt;")).toBe("<b>bold</b>");
    expect(stripHtml("&amp;lt;")).toBe("&lt;");
  });

  test("leaves unknown and invalid entities as written", () => {
    expect(stripHtml("&copy; &#0; &#xD800;")).toBe("&copy; &#0; &#xD800;");
  });

  test("collapses whitespace, including &nbsp; and new lines, and trims the ends", () => {
    expect(stripHtml("  a \n\n\t b&nbsp;&nbsp;c  ")).toBe("a b c");
  });

  test("drops comments, scripts and styles", () => {
    expect(stripHtml("a<!-- note -->b<script>alert(1)</script> c<style>p{}</style>")).toBe("ab c");
  });

  test("keeps a lone less-than sign that starts no tag", () => {
    expect(stripHtml("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2");
  });

  test("empty input gives empty text", () => {
    expect(stripHtml("")).toBe("");
    expect(stripHtml("<p></p><br>")).toBe("");
  });
});

describe("cutText (SPEC §2, §9)", () => {
  test("a text no longer than the limit is unchanged, without '...'", () => {
    expect(cutText("short", 200)).toBe("short");
    expect(cutText("", 200)).toBe("");
  });

  test("a text of exactly the limit is unchanged", () => {
    const exactly200 = "a".repeat(200);
    expect(cutText(exactly200, FEATURED_DESCRIPTION_LIMIT)).toBe(exactly200);
  });

  test("featured and carousel descriptions are cut at 200 characters plus '...' (SPEC §2)", () => {
    const text = "b".repeat(201);
    expect(cutText(text, FEATURED_DESCRIPTION_LIMIT)).toBe(`${"b".repeat(200)}...`);
  });

  test("grid description is cut at 120 characters plus an ellipsis (SPEC §9)", () => {
    expect(cutText("c".repeat(120), GRID_DESCRIPTION_LIMIT)).toBe("c".repeat(120));
    expect(cutText("c".repeat(121), GRID_DESCRIPTION_LIMIT)).toBe(`${"c".repeat(120)}...`);
  });

  test("floating player title is cut at 50 characters (SPEC §4)", () => {
    expect(cutText("t".repeat(60), PLAYER_TITLE_LIMIT)).toBe(`${"t".repeat(50)}...`);
  });

  test("counts an emoji as one character and never splits it", () => {
    expect(cutText("🎙️".repeat(3), 6)).toBe("🎙️".repeat(3));
    expect(cutText("ab🎙cd", 3)).toBe("ab🎙...");
  });
});

describe("episode display constants (SPEC §2, §4, §9)", () => {
  test("hold the spec's numbers", () => {
    expect({
      FEATURED_DESCRIPTION_LIMIT,
      GRID_DESCRIPTION_LIMIT,
      GRID_EPISODE_COUNT,
      CAROUSEL_DOT_COUNT,
      CAROUSEL_INTERVAL_MS,
      PLAYER_TITLE_LIMIT,
      PLAYER_SCROLL_THRESHOLD_PX,
      COPIED_STATE_MS,
      SHARE_POPUP,
    }).toEqual({
      FEATURED_DESCRIPTION_LIMIT: 200,
      GRID_DESCRIPTION_LIMIT: 120,
      GRID_EPISODE_COUNT: 6,
      CAROUSEL_DOT_COUNT: 5,
      CAROUSEL_INTERVAL_MS: 5000,
      PLAYER_TITLE_LIMIT: 50,
      PLAYER_SCROLL_THRESHOLD_PX: 500,
      COPIED_STATE_MS: 3000,
      SHARE_POPUP: { width: 600, height: 400 },
    });
  });
});
