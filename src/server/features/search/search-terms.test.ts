import { describe, expect, test } from "vitest";
import { searchTerms } from "./search-terms.ts";

describe("searchTerms", () => {
  test("the last word being typed also matches as a prefix", () => {
    expect(searchTerms("leaders")).toEqual({ words: "", prefix: "leaders" });
    expect(searchTerms("rest is part of the wor")).toEqual({ words: "rest is part of the", prefix: "wor" });
    expect(searchTerms("東京")).toEqual({ words: "", prefix: "東京" });
  });

  test("a quoted, left-out or finished last word is only a word", () => {
    expect(searchTerms('"rest is part"')).toEqual({ words: '"rest is part"', prefix: null });
    expect(searchTerms("purpose -money")).toEqual({ words: "purpose -money", prefix: null });
    expect(searchTerms("purpose or")).toEqual({ words: "purpose or", prefix: null });
    expect(searchTerms("work!")).toEqual({ words: "work!", prefix: null });
  });

  test("an unbalanced quote leaves everything to websearch_to_tsquery", () => {
    expect(searchTerms('"rest is')).toEqual({ words: '"rest is', prefix: null });
  });

  test("only letters and digits reach the prefix; joined words stay whole", () => {
    expect(searchTerms("o'neil")).toEqual({ words: "o'neil", prefix: null });
    expect(searchTerms("x:*&|!")).toEqual({ words: "x:*&|!", prefix: null });
    expect(searchTerms("a ');drop table search_entries;--")).toEqual({
      words: "a ');drop table search_entries;--",
      prefix: null,
    });
    expect(searchTerms("Well-being")).toEqual({ words: "Well-being", prefix: null });
    expect(searchTerms("Thriving")).toEqual({ words: "", prefix: "thriving" });
  });
});
