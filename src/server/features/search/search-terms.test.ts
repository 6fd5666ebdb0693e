import { describe, expect, test } from "vitest";
import { searchTerms } from "./search-terms.ts";

describe("searchTerms", () => {
  test("the last word being typed also matches as a prefix", () => {
    expect(searchTerms("leaders")).toEqual({ words: "", prefix: "leaders", rankWords: "" });
    expect(searchTerms("rest is part of the wor")).toEqual({
      words: "rest is part of the",
      prefix: "wor",
      rankWords: "rest or is or part or of or the",
    });
    expect(searchTerms("東京")).toEqual({ words: "", prefix: "東京", rankWords: "" });
  });

  test("a quoted, left-out or finished last word is only a word", () => {
    expect(searchTerms('"rest is part"')).toEqual({
      words: '"rest is part"',
      prefix: null,
      rankWords: "rest or is or part",
    });
    expect(searchTerms("purpose -money")).toEqual({
      words: "purpose -money",
      prefix: null,
      rankWords: "purpose",
    });
    expect(searchTerms("purpose or")).toEqual({ words: "purpose or", prefix: null, rankWords: "purpose" });
    expect(searchTerms("work!")).toEqual({ words: "work!", prefix: null, rankWords: "work!" });
  });

  test("ranking takes any of the words, without quotes or the words left out", () => {
    expect(searchTerms('"rest is part" -money purpose or calling')).toMatchObject({
      prefix: "calling",
      rankWords: "rest or is or part or purpose",
    });
  });

  test("an unbalanced quote leaves everything to websearch_to_tsquery", () => {
    expect(searchTerms('"rest is')).toEqual({ words: '"rest is', prefix: null, rankWords: "rest or is" });
  });

  test("only letters and digits reach the prefix; joined words stay whole", () => {
    expect(searchTerms("o'neil")).toEqual({ words: "o'neil", prefix: null, rankWords: "o'neil" });
    expect(searchTerms("x:*&|!")).toEqual({ words: "x:*&|!", prefix: null, rankWords: "x:*&|!" });
    expect(searchTerms("a ');drop table search_entries;--")).toEqual({
      words: "a ');drop table search_entries;--",
      prefix: null,
      rankWords: "a or ');drop or table or search_entries;--",
    });
    expect(searchTerms("Well-being")).toEqual({ words: "Well-being", prefix: null, rankWords: "Well-being" });
    expect(searchTerms("Thriving")).toEqual({ words: "", prefix: "thriving", rankWords: "" });
  });
});
