import { describe, expect, it } from "vitest";
import type { EpisodeTimedTextSummary } from "#shared/admin/episode-timed-text.ts";
import {
  chaptersBadgeText,
  episodeTimedTextCounts,
  filterEpisodesByTitle,
  transcriptBadgeText,
} from "./episode-timed-text-list.ts";

const episode = (overrides: Partial<EpisodeTimedTextSummary> = {}): EpisodeTimedTextSummary => ({
  id: "ep1",
  name: "Episode 1: Rest",
  releaseDate: "2026-01-01",
  audio: false,
  transcript: { origin: null, timed: false, entries: 0 },
  chapters: { origin: null, count: 0 },
  ...overrides,
});

describe("the Episodes tab's badges say where a transcript and chapters come from", () => {
  it("a transcript: none, yours, the transcript record's or the feed's, with its cues or paragraphs", () => {
    expect(transcriptBadgeText({ origin: null, timed: false, entries: 0 })).toBe("None");
    expect(transcriptBadgeText({ origin: "owner", timed: true, entries: 42 })).toBe("Yours · 42 cues");
    expect(transcriptBadgeText({ origin: "owner", timed: true, entries: 1 })).toBe("Yours · 1 cue");
    expect(transcriptBadgeText({ origin: "record", timed: false, entries: 12 })).toBe(
      "From the record · 12 paragraphs",
    );
    expect(transcriptBadgeText({ origin: "feed", timed: true, entries: 1_250 })).toBe(
      "From the feed · 1,250 cues",
    );
  });

  it("chapters: none, yours or the feed's, with how many", () => {
    expect(chaptersBadgeText({ origin: null, count: 0 })).toBe("None");
    expect(chaptersBadgeText({ origin: "owner", count: 1 })).toBe("Yours · 1 chapter");
    expect(chaptersBadgeText({ origin: "feed", count: 5 })).toBe("From the feed · 5 chapters");
  });
});

describe("episodeTimedTextCounts: the tab's four figures", () => {
  it("counts the episodes, and those with audio, a transcript of any origin and chapters", () => {
    expect(
      episodeTimedTextCounts([
        episode({ audio: true, transcript: { origin: "record", timed: false, entries: 3 } }),
        episode({ chapters: { origin: "feed", count: 2 } }),
        episode({ audio: true, transcript: { origin: "owner", timed: true, entries: 9 } }),
        episode(),
      ]),
    ).toEqual({ total: 4, audio: 2, transcript: 2, chapters: 1 });
  });
});

describe("filterEpisodesByTitle", () => {
  const episodes = [
    episode({ id: "a", name: "Episode 15: Building a Business That Doesn't Break You" }),
    episode({ id: "b", name: "Café conversations: Résumé tips" }),
    episode({ id: "c", name: "Trailer" }),
  ];
  const ids = (filter: string) => filterEpisodesByTitle(episodes, filter).map((found) => found.id);

  it("keeps every episode while the filter is empty or spaces", () => {
    expect(ids("")).toEqual(["a", "b", "c"]);
    expect(ids("   ")).toEqual(["a", "b", "c"]);
  });

  it("finds a title holding the words, whatever their case and accents", () => {
    expect(ids("business")).toEqual(["a"]);
    expect(ids("  EPISODE 15 ")).toEqual(["a"]);
    expect(ids("cafe resume")).toEqual([]);
    expect(ids("resume")).toEqual(["b"]);
    expect(ids("Café")).toEqual(["b"]);
  });

  it("finds nothing for a title no episode has", () => {
    expect(ids("gardening")).toEqual([]);
  });
});
