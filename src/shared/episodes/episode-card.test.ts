import { describe, expect, test } from "vitest";
import { episodeArtwork, episodeListCards, gridSummary, toEpisodeCard } from "./episode-card.ts";
import type { Episode } from "./episode-schema.ts";

function episode(overrides: Partial<Episode> = {}): Episode {
  return {
    id: "ep-1",
    name: "Episode 1: A Start",
    description: "<p>Hello <strong>world</strong></p>",
    releaseDate: "2026-11-16",
    thumbnail: "/art/1.svg",
    youtubeThumbnail: null,
    spotifyUrl: "https://open.spotify.com/episode/ep-1",
    youtubeUrl: null,
    ...overrides,
  };
}

describe("toEpisodeCard (SPEC §2 featured, carousel and grid descriptions)", () => {
  test("strips the HTML and keeps short descriptions whole", () => {
    const card = toEpisodeCard(episode());
    expect(card.summary).toBe("Hello world");
    expect(gridSummary(card)).toBe("Hello world");
  });

  test("cuts the summary at 200 and the grid's text at 120 characters plus '...'", () => {
    const text = "a".repeat(150) + "b".repeat(100);
    const card = toEpisodeCard(episode({ description: `<p>${text}</p>` }));
    expect(card.summary).toBe(`${text.slice(0, 200)}...`);
    expect(gridSummary(card)).toBe(`${"a".repeat(120)}...`);
  });

  test("the grid's text cut from the summary is the description's own first 120 characters", () => {
    for (const length of [119, 120, 121, 200, 201, 400]) {
      // Two-unit characters too: the cut counts characters, not UTF-16 units.
      const characters = Array.from({ length }, (_, index) => (index % 2 ? "x" : "🌱"));
      const text = characters.join("");
      const card = toEpisodeCard(episode({ description: text }));
      const expected = length > 120 ? `${characters.slice(0, 120).join("")}...` : text;
      expect(gridSummary(card), `${length}`).toBe(expected);
    }
  });

  test("carries only the fields the lists need, not the source HTML; audio only when there is some", () => {
    const card = toEpisodeCard(episode({ audioUrl: "https://example.com/a.mp3", durationSeconds: 60 }));
    expect(Object.keys(card).sort()).toEqual([
      "audioUrl",
      "durationSeconds",
      "id",
      "name",
      "releaseDate",
      "spotifyUrl",
      "summary",
      "thumbnail",
      "youtubeThumbnail",
      "youtubeUrl",
    ]);
    // An episode without audio adds nothing to the page for it.
    expect(Object.keys(toEpisodeCard(episode({ audioUrl: null })))).not.toContain("audioUrl");
  });
});

describe("episodeListCards", () => {
  test("keeps the first 6 episodes in order (grid 6, carousel 5)", () => {
    const episodes = Array.from({ length: 9 }, (_, index) => episode({ id: `ep-${index}` }));
    expect(episodeListCards(episodes).map((card) => card.id)).toEqual(
      ["ep-0", "ep-1", "ep-2", "ep-3", "ep-4", "ep-5"],
    );
    expect(episodeListCards([])).toEqual([]);
  });

  test("keeps as many as the All Episodes tab shows when it shows more", () => {
    const episodes = Array.from({ length: 9 }, (_, index) => episode({ id: `ep-${index}` }));
    expect(episodeListCards(episodes, 12)).toHaveLength(9);
    expect(episodeListCards(episodes, 8).map((card) => card.id).at(-1)).toBe("ep-7");
  });
});

describe("episodeArtwork (SPEC §3: youtubeThumbnail preferred)", () => {
  test("prefers the video thumbnail, else the general one, else none", () => {
    expect(episodeArtwork({ thumbnail: "/t.svg", youtubeThumbnail: "/y.svg" })).toBe("/y.svg");
    expect(episodeArtwork({ thumbnail: "/t.svg", youtubeThumbnail: null })).toBe("/t.svg");
    expect(episodeArtwork({ thumbnail: null, youtubeThumbnail: null })).toBeNull();
  });
});
