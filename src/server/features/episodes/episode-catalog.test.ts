import { afterEach, describe, expect, test, vi } from "vitest";
import { appsClosedAfterEach, createTestApp, createTestDatabase } from "#tests/helpers/test-app.ts";
import { makeEpisode, scriptedEpisodeSource } from "#tests/helpers/scripted-episode-source.ts";
import { parseEpisodeDescription } from "#shared/episodes/description-parser.ts";
import { EpisodeCatalog } from "./episode-catalog.ts";
import { storeCatalog } from "./episode-repository.ts";

// Counts the parser's runs; it still parses.
vi.mock("#shared/episodes/description-parser.ts", async (original) => {
  const actual = await original<typeof import("#shared/episodes/description-parser.ts")>();
  return { ...actual, parseEpisodeDescription: vi.fn(actual.parseEpisodeDescription) };
});
const parses = vi.mocked(parseEpisodeDescription);

const withChapters = makeEpisode({
  id: "chaptersEpisode0000001",
  description: "<p>00:00 Welcome and intro</p><ul><li>Rest is a skill you can practise.</li></ul>",
});
const plain = makeEpisode({ id: "plainEpisode0000000002", releaseDate: "2026-02-01" });

describe("episode catalog: descriptions (SPEC §9)", () => {
  const start = appsClosedAfterEach();
  afterEach(() => parses.mockClear());

  test("each description is parsed once per refresh, never per request", async () => {
    const t = await start("pglite", { episodeSource: scriptedEpisodeSource([[withChapters, plain]]) });
    const catalog = t.app.episodeCatalog;
    await catalog.refresh();
    parses.mockClear();

    await catalog.refresh();
    expect(parses).toHaveBeenCalledTimes(2);
    parses.mockClear();
    for (let request = 0; request < 5; request++) {
      expect(catalog.highlights(withChapters.id)).toEqual({
        takeaways: ["Rest is a skill you can practise."],
        chapters: [{ time: "00:00", seconds: 0, title: "Welcome and intro" }],
      });
      await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    }
    expect(parses).not.toHaveBeenCalled();
    expect(catalog.highlights("notInTheCatalog")).toEqual({ takeaways: [], chapters: [] });
  });
});

describe("episode catalog: addresses from the source", () => {
  const start = appsClosedAfterEach();
  const hostile = makeEpisode({
    id: "hostileEpisode00000001",
    thumbnail: "javascript:alert(1)",
    youtubeThumbnail: "data:image/svg+xml,<svg onload=alert(1)>",
    spotifyUrl: "javascript://open.spotify.com/%0aalert(1)",
    youtubeUrl: "javascript://www.youtube.com/%0aalert(1)",
    audioUrl: "http://cdn.example.com/episode.mp3",
  });
  const answered = async (source: ReturnType<typeof scriptedEpisodeSource>) => {
    const t = await start("pglite", { episodeSource: source });
    await t.app.episodeCatalog.refresh();
    const res = await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" });
    return (res.json() as Record<string, unknown>[])[0];
  };

  test("only https addresses reach the API and the pages; other schemes are dropped", async () => {
    expect(await answered(scriptedEpisodeSource([[hostile]]))).toMatchObject({
      thumbnail: null,
      youtubeThumbnail: null,
      spotifyUrl: null,
      youtubeUrl: null,
      audioUrl: null,
    });
  });

  test("http addresses are kept from a source that is plain http itself", async () => {
    const source = Object.assign(scriptedEpisodeSource([[hostile]]), { plainHttp: true });
    expect(await answered(source)).toMatchObject({
      spotifyUrl: null,
      audioUrl: "http://cdn.example.com/episode.mp3",
    });
  });

  test("a copy stored before addresses were checked is checked at start", async () => {
    const database = await createTestDatabase("pglite");
    await storeCatalog(database.db, "test-source", [hostile], new Date());
    const t = await createTestApp("pglite", {
      database,
      episodeSource: scriptedEpisodeSource([new Error("down")]),
    });
    try {
      await t.app.episodeCatalog.refresh();
      expect(t.app.episodeCatalog.find(hostile.id)).toMatchObject({ spotifyUrl: null, thumbnail: null });
    } finally {
      await t.close();
    }
  });
});

describe("episode catalog: show notes' entities", () => {
  const start = appsClosedAfterEach();

  test("named entities such as &rsquo; &mdash; &eacute; reach visitors as their characters", async () => {
    const episode = makeEpisode({
      id: "entitiesEpisode0000001",
      description: "<ul><li>Don&rsquo;t rush &mdash; caf&eacute; talk &amp; &lt;b&gt; tags.</li></ul>",
    });
    const t = await start("pglite", { episodeSource: scriptedEpisodeSource([[episode]]) });
    await t.app.episodeCatalog.refresh();
    const [answered] = (await t.app.inject({ method: "GET", url: "/api/enhanced/episodes" })).json() as {
      description: string;
    }[];
    expect(answered?.description).toBe(
      "<ul><li>Don\u2019t rush \u2014 caf\u00e9 talk &amp; &lt;b&gt; tags.</li></ul>",
    );
    expect(t.app.episodeCatalog.highlights(episode.id).takeaways).toEqual([
      "Don\u2019t rush \u2014 caf\u00e9 talk & <b> tags.",
    ]);
  });
});

describe("episode catalog: a first start whose upstream does not answer", () => {
  test("tries again soon, and sooner than the refresh interval, until it has episodes", async () => {
    const database = await createTestDatabase("pglite");
    const source = scriptedEpisodeSource([
      new Error("feed unreachable"),
      new Error("still unreachable"),
      [plain],
    ]);
    const catalog = new EpisodeCatalog({
      db: database.db,
      source,
      log: { info: () => {}, warn: () => {} },
      firstRetryMs: 50,
    });
    try {
      await catalog.start();
      await vi.waitFor(() => expect(catalog.list().map((episode) => episode.id)).toEqual([plain.id]), {
        timeout: 5_000,
      });
      expect(source.calls).toBe(3);
    } finally {
      catalog.stop();
      await database.dispose();
    }
  });
});
