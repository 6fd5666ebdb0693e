import { describe, expect, test } from "vitest";
import { PASSAGE_CHARACTERS, postPassages } from "./search-documents.ts";

const post = {
  slug: "rest-is-work",
  title: "Rest is part of the work",
  category: "Personal Growth",
  tags: ["rest", "purpose"],
  excerpt: "Why rest belongs in the plan.",
  publishDate: "2026-03-01",
};

describe("postPassages", () => {
  test("a post is its excerpt, then its paragraphs gathered into passages of about a few hundred words", () => {
    const paragraph = (n: number) => `<p>Paragraph ${n} ${"word ".repeat(60)}</p>`;
    const passages = postPassages({ ...post, content: [1, 2, 3, 4, 5].map(paragraph).join("") });
    expect(passages.map((passage) => passage.body.slice(0, 11))).toEqual([
      "Why rest be",
      "Paragraph 1",
      "Paragraph 4",
    ]);
    expect(passages[1]!.body.split("\n")).toHaveLength(3);
    expect(passages[1]!.body.length).toBeGreaterThanOrEqual(PASSAGE_CHARACTERS);
    expect(passages.every((passage) => passage.title === post.title)).toBe(true);
    expect(passages[0]).toMatchObject({
      kind: "post",
      ref: post.slug,
      labels: "Personal Growth, rest, purpose",
    });
  });

  test("a short post is its excerpt and one passage", () => {
    expect(postPassages({ ...post, content: "<p>Short.</p>" }).map((passage) => passage.body)).toEqual([
      "Why rest belongs in the plan.",
      "Short.",
    ]);
  });
});
