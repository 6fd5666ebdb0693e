import { describe, expect, it } from "vitest";
import { categoriesOf, filterPosts, filtersFromSearch, searchWithFilters } from "./blog-filters.ts";

const post = (title: string, category: string, excerpt = "", tags: string[] = []) => ({
  title,
  category,
  excerpt,
  tags,
});
const posts = [
  post("Morning Reset", "Wellness", "Five minutes before the inbox", ["habits"]),
  post("Lead With Purpose", "Leadership", "Why teams follow a clear why", ["Teams", "purpose"]),
  post("Quiet the Critic", "Mindset", "Answer the inner voice", ["self-talk"]),
];

describe("categoriesOf (SPEC §2 Blog list: the sorted distinct categories)", () => {
  it("lists each category once, sorted", () => {
    expect(categoriesOf([...posts, post("Another", "Wellness")])).toEqual([
      "Leadership",
      "Mindset",
      "Wellness",
    ]);
  });

  it("sorts alphabetically whatever the case and accents", () => {
    const names = ["wellness", "Éthique", "Mindset", "ethics", "Café", "cafe", "Zen", "apple"];
    expect(categoriesOf(names.map((name) => post("A post", name)))).toEqual([
      "apple",
      "Café",
      "cafe",
      "ethics",
      "Éthique",
      "Mindset",
      "wellness",
      "Zen",
    ]);
  });
});

describe("filterPosts (SPEC §2 Blog list: search box and category buttons)", () => {
  it("searches title, excerpt and tags without regard to case", () => {
    expect(filterPosts(posts, { query: "RESET", category: null }).map((p) => p.title)).toEqual([
      "Morning Reset",
    ]);
    expect(filterPosts(posts, { query: "inner voice", category: null }).map((p) => p.title)).toEqual([
      "Quiet the Critic",
    ]);
    expect(filterPosts(posts, { query: "teams", category: null }).map((p) => p.title)).toEqual([
      "Lead With Purpose",
    ]);
  });

  it("searches the category too, and matches with or without accents", () => {
    expect(filterPosts(posts, { query: "leadership", category: null }).map((p) => p.title)).toEqual([
      "Lead With Purpose",
    ]);
    const accented = [...posts, post("Café Conversations", "Wellness", "Résumé tips over coffee")];
    expect(filterPosts(accented, { query: "cafe resume", category: null }).map((p) => p.title)).toEqual([
      "Café Conversations",
    ]);
    expect(filterPosts(accented, { query: "CAFÉ", category: null }).map((p) => p.title)).toEqual([
      "Café Conversations",
    ]);
  });

  it("needs every word typed, wherever it appears", () => {
    expect(filterPosts(posts, { query: "  purpose   teams ", category: null })).toHaveLength(1);
    expect(filterPosts(posts, { query: "purpose inbox", category: null })).toHaveLength(0);
  });

  it("keeps only the chosen category, and combines it with the search", () => {
    expect(filterPosts(posts, { query: "", category: "Mindset" }).map((p) => p.title)).toEqual([
      "Quiet the Critic",
    ]);
    expect(filterPosts(posts, { query: "reset", category: "Mindset" })).toEqual([]);
  });

  it("shows every post in their order when nothing is filtered ('All')", () => {
    expect(filterPosts(posts, { query: " ", category: null })).toEqual(posts);
  });
});

describe("the filters in the address (?q=…&category=…)", () => {
  const categories = ["Leadership", "Mindset"];

  it("reads the search and a known category", () => {
    expect(filtersFromSearch(new URLSearchParams("q=calm&category=Mindset"), categories)).toEqual({
      query: "calm",
      category: "Mindset",
    });
  });

  it("treats a category no post has as 'All'", () => {
    expect(filtersFromSearch(new URLSearchParams("category=Gone"), categories)).toEqual({
      query: "",
      category: null,
    });
  });

  it("writes them back, keeping other parameters and dropping empty ones", () => {
    const current = new URLSearchParams("utm_source=mail&q=old");
    expect(searchWithFilters(current, { query: "health & rest", category: "Health & Wellness" })).toBe(
      "?utm_source=mail&q=health+%26+rest&category=Health+%26+Wellness",
    );
    expect(searchWithFilters(current, { query: "  ", category: null })).toBe("?utm_source=mail");
    expect(searchWithFilters(new URLSearchParams(), { query: "", category: null })).toBe("");
  });
});
