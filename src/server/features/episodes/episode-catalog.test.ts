import { afterEach, describe, expect, test, vi } from "vitest";
import { appsClosedAfterEach } from "../../../../tests/helpers/test-app.ts";
import { makeEpisode, scriptedEpisodeSource } from "../../../../tests/helpers/scripted-episode-source.ts";
import { parseEpisodeDescription } from "../../../shared/episodes/description-parser.ts";

// Counts the parser's runs; it still parses.
vi.mock("../../../shared/episodes/description-parser.ts", async (original) => {
  const actual = await original<typeof import("../../../shared/episodes/description-parser.ts")>();
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
