import { describe, expect, it } from "vitest";
import {
  pageCount,
  pageLinks,
  resultCountText,
  resultLabel,
  searchHref,
  snippetWithEllipses,
} from "./search-view.ts";

describe("searchHref (site search)", () => {
  it("names the search and leaves the default kind and first page out, so a search has one address", () => {
    expect(searchHref({ q: "rest" })).toBe("/search?q=rest");
    expect(searchHref({ q: "rest", type: "all", page: 1 })).toBe("/search?q=rest");
    expect(searchHref({ q: "rest", type: "posts", page: 3 })).toBe("/search?q=rest&type=posts&page=3");
  });

  it("escapes what the visitor typed", () => {
    expect(searchHref({ q: 'a&b "c" #d' })).toBe("/search?q=a%26b+%22c%22+%23d");
    expect(new URL(searchHref({ q: "café ☕ 東京" }), "http://x").searchParams.get("q")).toBe("café ☕ 東京");
  });
});

describe("pageCount (site search)", () => {
  it("counts whole pages and stops at the last page the server serves", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10_000, 10)).toBe(50);
  });
});

describe("pageLinks (site search)", () => {
  it("lists every page when there are few, with no previous page on the first and no next on the last", () => {
    expect(pageLinks(1, 1)).toEqual({ previous: null, next: null, pages: [1] });
    expect(pageLinks(1, 3)).toEqual({ previous: null, next: 2, pages: [1, 2, 3] });
    expect(pageLinks(3, 3)).toEqual({ previous: 2, next: null, pages: [1, 2, 3] });
    expect(pageLinks(4, 7).pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first and last pages and the current one's neighbours, gaps between, always seven items", () => {
    expect(pageLinks(1, 10).pages).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageLinks(5, 10).pages).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageLinks(10, 10).pages).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    expect(pageLinks(50, 50)).toEqual({ previous: 49, next: null, pages: [1, "gap", 46, 47, 48, 49, 50] });
  });

  it("shows a page instead of a gap that would hide only that page", () => {
    expect(pageLinks(4, 10).pages).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageLinks(7, 10).pages).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    expect(pageLinks(5, 8).pages).toEqual([1, "gap", 4, 5, 6, 7, 8]);
  });

  it("leads back to the last page from a page past it", () => {
    expect(pageLinks(9, 2)).toEqual({ previous: 2, next: null, pages: [1, 2] });
  });
});

describe("resultLabel (site search)", () => {
  it("says what kind of result it is, and where in the episode a transcript passage starts", () => {
    expect(resultLabel({ kind: "episode", startSeconds: null })).toBe("Episode");
    expect(resultLabel({ kind: "post", startSeconds: null })).toBe("Blog post");
    expect(resultLabel({ kind: "transcript", startSeconds: 754 })).toBe("From the transcript at 12:34");
    expect(resultLabel({ kind: "transcript", startSeconds: 3723.6 })).toBe("From the transcript at 1:02:03");
    expect(resultLabel({ kind: "transcript", startSeconds: null })).toBe("From the transcript");
  });
});

describe("resultCountText (site search)", () => {
  it("counts the results for the search, in the singular for one, and names a narrowed kind", () => {
    expect(resultCountText({ total: 12, q: "rest", type: "all" })).toBe("12 results for “rest”");
    expect(resultCountText({ total: 1, q: "rest", type: "all" })).toBe("1 result for “rest”");
    expect(resultCountText({ total: 3, q: "rest", type: "posts" })).toBe(
      "3 results for “rest” in blog posts",
    );
  });
});

describe("snippetWithEllipses (site search)", () => {
  const text = (parts: { text: string; match: boolean }[]) =>
    parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join("");

  it("marks a passage cut mid-sentence at either end, outside the marked words", () => {
    expect(
      text(
        snippetWithEllipses([
          { text: "treat ", match: false },
          { text: "rest", match: true },
          { text: " as a prize so the", match: false },
        ]),
      ),
    ).toBe("…treat [rest] as a prize so the…");
    expect(
      text(
        snippetWithEllipses([
          { text: "rest", match: true },
          { text: " is work", match: false },
        ]),
      ),
    ).toBe("…[rest] is work…");
  });

  it("leaves a passage that starts and ends a sentence as it is", () => {
    const whole = [
      { text: "Rest", match: true },
      { text: " is part of the work.", match: false },
    ];
    expect(snippetWithEllipses(whole)).toEqual(whole);
    expect(text(snippetWithEllipses([{ text: "Why do you say “rest”", match: false }]))).toBe(
      "Why do you say “rest”",
    );
    expect(snippetWithEllipses([])).toEqual([]);
  });
});
