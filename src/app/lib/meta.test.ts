import { describe, expect, test } from "vitest";
import { brand } from "#shared/content/brand.ts";
import { pageMeta } from "./meta.ts";

const matches = [{ id: "root", data: { baseUrl: "https://example.org" } }];

const meta = () =>
  pageMeta(matches, {
    title: "About",
    description: "What the show is about.",
    path: "/about",
    image: "/cover.jpg",
  });

/** The content of each tag whose name (or Open Graph property) is `value`. */
const content = (key: "name" | "property", value: string) =>
  meta().flatMap((tag) => {
    const fields = tag as Record<string, unknown>;
    return fields[key] === value ? [fields.content] : [];
  });

describe("pageMeta: social preview tags (SPEC §2 page metadata)", () => {
  test("Open Graph carries the title, description, address and image", () => {
    expect(content("property", "og:title")).toEqual([`About | ${brand.showName}`]);
    expect(content("property", "og:description")).toEqual(["What the show is about."]);
    expect(content("property", "og:url")).toEqual(["https://example.org/about"]);
    expect(content("property", "og:image")).toEqual(["https://example.org/cover.jpg"]);
  });

  test("a tab's title that says more (a search's) is the document's title alone; the share tags keep the page's", () => {
    const tags = pageMeta(matches, {
      title: "Search",
      documentTitle: "Search: “rest”",
      description: "Search the show.",
      path: "/search",
      noindex: true,
    });
    expect(tags).toContainEqual({ title: `Search: “rest” | ${brand.showName}` });
    expect(tags).toContainEqual({ property: "og:title", content: `Search | ${brand.showName}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.org/search" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  test("X gets its large card and reads the rest from Open Graph: no twitter: tag repeats them", () => {
    const twitterTags = meta().filter((tag) => "name" in tag && String(tag.name).startsWith("twitter:"));
    expect(twitterTags).toEqual([{ name: "twitter:card", content: "summary_large_image" }]);
  });

  test("an episode's audio is og:audio, made absolute; a page without audio has none", () => {
    const audioOf = (audio?: string) =>
      pageMeta(matches, { description: "d", path: "/episode/x", ...(audio ? { audio } : {}) }).filter(
        (tag) => "property" in tag && tag.property === "og:audio",
      );
    expect(audioOf("/media/ep.mp3")).toEqual([
      { property: "og:audio", content: "https://example.org/media/ep.mp3" },
    ]);
    expect(audioOf("https://cdn.example.com/ep.mp3")).toEqual([
      { property: "og:audio", content: "https://cdn.example.com/ep.mp3" },
    ]);
    expect(audioOf()).toEqual([]);
  });
});
