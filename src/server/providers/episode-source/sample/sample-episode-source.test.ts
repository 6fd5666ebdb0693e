import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseEpisodeDescription } from "#shared/episodes/description-parser.ts";
import { episodeCategoryLabels, EPISODE_CATEGORY_LABELS } from "#shared/episodes/categories.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { episodeSchema, transcriptRecordSchema, type Episode } from "#shared/episodes/episode-schema.ts";
import { EPISODE_ART_DIR, episodeArtFiles } from "./episode-art-files.ts";
import { EXCEPTION_EPISODE_ID, sampleCatalog } from "./sample-catalog.ts";
import { createSampleEpisodeSource } from "./sample-episode-source.ts";
import { sampleTranscripts } from "./sample-transcripts.ts";

/** SPEC §3: a trailer is episode 0. */
const isTrailer = (name: string) => episodeNumber(name) === 0;

const fetchSample = async () =>
  (await createSampleEpisodeSource().fetchEpisodes(AbortSignal.timeout(1_000))) as Episode[];

describe("sample episode source", () => {
  test("its key is 'sample' and it answers the whole catalog", async () => {
    const source = createSampleEpisodeSource();
    expect(source.key).toBe("sample");
    expect(await fetchSample()).toEqual(sampleCatalog);
  });

  test("it answers copies: changing what it answered leaves the catalog as it was", async () => {
    const first = await fetchSample();
    first[0]!.name = "changed";
    first[0]!.guests?.push("Someone Else");
    const second = await fetchSample();
    expect(second[0]?.name).toBe(sampleCatalog[0]?.name);
    expect(second[0]?.guests).toEqual(sampleCatalog[0]?.guests);
  });
});

describe("sample catalog", () => {
  test("every episode passes the Episode contract", () => {
    for (const episode of sampleCatalog) expect(episodeSchema.safeParse(episode).error).toBeUndefined();
  });

  test("has at least 12 episodes with unique Spotify-style ids, newest first across about a year", () => {
    expect(sampleCatalog.length).toBeGreaterThanOrEqual(12);
    const ids = sampleCatalog.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{22}$/);
    const times = sampleCatalog.map((e) => Date.parse(e.releaseDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const days = (times[0]! - times[times.length - 1]!) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(400);
  });

  test("includes the episode the spec singles out (6kRfIvBVLtFgSoOgVyX42L, SPEC §2)", () => {
    expect(sampleCatalog.map((e) => e.id)).toContain("6kRfIvBVLtFgSoOgVyX42L");
    expect(EXCEPTION_EPISODE_ID).toBe("6kRfIvBVLtFgSoOgVyX42L");
  });

  test("has exactly one trailer, and every other title carries 'Episode N' (SPEC §3)", () => {
    expect(sampleCatalog.filter((e) => isTrailer(e.name)).map((e) => e.name)).toEqual([
      "Trailer: Welcome to The Thriving Path",
    ]);
    const numbers = sampleCatalog.filter((e) => !isTrailer(e.name)).map((e) => episodeNumber(e.name));
    expect(numbers.every((n) => typeof n === "number" && n > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test("exactly one episode has no Spotify link; the others link to their Spotify episode page", () => {
    expect(sampleCatalog.filter((e) => e.spotifyUrl === null)).toHaveLength(1);
    for (const episode of sampleCatalog.filter((e) => e.spotifyUrl !== null)) {
      expect(episode.spotifyUrl).toBe(`https://open.spotify.com/episode/${episode.id}`);
    }
  });

  test("some episodes have YouTube video and thumbnail and some have neither", () => {
    const withYouTube = sampleCatalog.filter((e) => e.youtubeUrl !== null);
    expect(withYouTube.length).toBeGreaterThan(0);
    expect(withYouTube.length).toBeLessThan(sampleCatalog.length);
    for (const episode of sampleCatalog) {
      expect(episode.youtubeThumbnail === null).toBe(episode.youtubeUrl === null);
      if (episode.youtubeUrl)
        expect(episode.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
  });

  test("titles cover every derived category label (SPEC §3)", () => {
    const labels = new Set(sampleCatalog.flatMap((e) => episodeCategoryLabels(e.name)));
    expect([...labels].sort()).toEqual([...EPISODE_CATEGORY_LABELS].sort());
  });

  test("some episodes name guests, and none has an audio file", () => {
    expect(sampleCatalog.some((e) => (e.guests?.length ?? 0) > 0)).toBe(true);
    expect(sampleCatalog.some((e) => e.guests === undefined)).toBe(true);
    expect(sampleCatalog.every((e) => e.audioUrl === null)).toBe(true);
  });

  test("every numbered episode's HTML description gives the parser chapters and takeaways (SPEC §9)", () => {
    for (const episode of sampleCatalog.filter((e) => !isTrailer(e.name))) {
      expect(episode.description).toMatch(/<p>/);
      const { chapters, takeaways } = parseEpisodeDescription(episode.description);
      expect(chapters.length, episode.name).toBeGreaterThanOrEqual(4);
      expect(takeaways.length, episode.name).toBeGreaterThanOrEqual(3);
    }
  });

  test("every thumbnail is a local image file that exists under public/ and is up to date", () => {
    const files = episodeArtFiles();
    for (const episode of sampleCatalog) {
      for (const path of [episode.thumbnail, episode.youtubeThumbnail].filter(
        (p): p is string => p !== null,
      )) {
        expect(path).toMatch(/^\/episode-art\/[A-Za-z0-9_-]+\.svg$/);
        const file = `${EPISODE_ART_DIR}${path.slice("/episode-art/".length)}`;
        expect(existsSync(file), `${file} is missing: run npm run sample:art`).toBe(true);
        expect(readFileSync(file, "utf8"), `${file} is out of date: run npm run sample:art`).toBe(
          files.get(path.slice("/episode-art/".length)),
        );
      }
    }
  });
});

describe("sample transcript records", () => {
  test("each passes the record contract and belongs to a sample episode, one of them the exception episode", () => {
    const ids = new Set(sampleCatalog.map((e) => e.id));
    expect(sampleTranscripts.length).toBeGreaterThanOrEqual(3);
    for (const record of sampleTranscripts) {
      expect(transcriptRecordSchema.safeParse(record).error).toBeUndefined();
      expect(ids.has(record.episodeId)).toBe(true);
    }
    expect(sampleTranscripts.map((r) => r.episodeId)).toContain(EXCEPTION_EPISODE_ID);
    expect(new Set(sampleTranscripts.map((r) => r.episodeId)).size).toBe(sampleTranscripts.length);
  });

  test("records have key topics, markdown-like show notes, paragraph transcripts and resources", () => {
    for (const record of sampleTranscripts) {
      expect(record.keyTopics.length).toBeGreaterThan(0);
      expect(record.showNotes).toMatch(/^## /m);
      expect(record.showNotes).toMatch(/^- /m);
      expect(record.transcript?.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
      expect(record.resources.some((r) => r.startsWith("/"))).toBe(true);
      expect(
        record.resources.every((r) => r.startsWith("/") || /^https:\/\/example\.(com|org)\//.test(r)),
      ).toBe(true);
    }
  });

  test("at least three episodes that are not the exception have a record", () => {
    expect(
      sampleTranscripts.filter((r) => r.episodeId !== EXCEPTION_EPISODE_ID).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
