import { describe, expect, test } from "vitest";
import { parseInline, parseShowNotes, transcriptParagraphs } from "./show-notes.ts";

describe("parseShowNotes (SPEC §3: show notes are markdown-like text)", () => {
  test("reads headings, bullet lists and paragraphs in order", () => {
    const blocks = parseShowNotes(
      "## What we cover\n- First point\n- Second point\n\nA closing thought\nthat spans two lines.",
    );
    expect(blocks).toEqual([
      { kind: "heading", depth: 1, content: [{ kind: "text", text: "What we cover" }] },
      {
        kind: "list",
        ordered: false,
        items: [[{ kind: "text", text: "First point" }], [{ kind: "text", text: "Second point" }]],
      },
      { kind: "paragraph", content: [{ kind: "text", text: "A closing thought that spans two lines." }] },
    ]);
  });

  test("the shallowest heading level is depth 1 and deeper ones depth 2, so no level is skipped", () => {
    const depths = parseShowNotes("### Part\n#### Detail\n### Next").map(
      (b) => b.kind === "heading" && b.depth,
    );
    expect(depths).toEqual([1, 2, 1]);
  });

  test("numbered items form an ordered list, separate from bullets", () => {
    const blocks = parseShowNotes("1. One\n2) Two\n- Three");
    expect(blocks.map((b) => b.kind === "list" && [b.ordered, b.items.length])).toEqual([
      [true, 2],
      [false, 1],
    ]);
  });

  test("a blank line between two paragraphs keeps them apart; quote marks are dropped", () => {
    const blocks = parseShowNotes("> First\n\n\nSecond");
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "First" }] });
  });

  test("empty notes give no blocks", () => {
    expect(parseShowNotes("  \n\n")).toEqual([]);
  });
});

describe("parseInline: only http(s) links and site paths are links", () => {
  test("markdown links, bold and bare web addresses", () => {
    expect(parseInline("See **this** [worksheet](https://example.com/w) or https://example.org/a.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "strong", text: "this" },
      { kind: "text", text: " " },
      { kind: "link", text: "worksheet", href: "https://example.com/w", external: true },
      { kind: "text", text: " or " },
      { kind: "link", text: "https://example.org/a", href: "https://example.org/a", external: true },
      { kind: "text", text: "." },
    ]);
  });

  test("a site path is an internal link", () => {
    expect(parseInline("[coaching](/coaching)")).toEqual([
      { kind: "link", text: "coaching", href: "/coaching", external: false },
    ]);
  });

  test.each(["javascript:alert(1)", "//evil.example/x", "data:text/html,hi", "mailto:a@b.c"])(
    "an unsafe target %s leaves only the link text",
    (target) => {
      expect(parseInline(`[click](${target}) now`)).toEqual([{ kind: "text", text: "click now" }]);
    },
  );

  test("HTML in the notes stays text", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([
      { kind: "text", text: "<script>alert(1)</script>" },
    ]);
  });
});

describe("transcriptParagraphs (SPEC §3: paragraphs separated by blank lines)", () => {
  test("splits on blank lines and joins the lines inside a paragraph", () => {
    expect(transcriptParagraphs("Jordan: Hi.\nWelcome.\n\n  \nMaya: Thanks.\r\n\r\nEnd")).toEqual([
      "Jordan: Hi. Welcome.",
      "Maya: Thanks.",
      "End",
    ]);
  });
});
