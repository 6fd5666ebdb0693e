import { describe, expect, test, vi } from "vitest";
import { makeEpisode } from "#tests/helpers/scripted-episode-source.ts";
import { parseEpisodeDescription, type DescriptionHighlights } from "#shared/episodes/description-parser.ts";
import { loader } from "./episode.tsx";

vi.mock("#shared/episodes/description-parser.ts", async (original) => {
  const actual = await original<typeof import("#shared/episodes/description-parser.ts")>();
  return { ...actual, parseEpisodeDescription: vi.fn(actual.parseEpisodeDescription) };
});

describe("the episode page's loader", () => {
  test("shows the highlights the catalog worked out at its refresh and parses no description itself", async () => {
    const episode = makeEpisode({
      id: "someEpisode00000000001",
      description: "<p>00:00 Welcome and intro</p>",
    });
    const fromCatalog: DescriptionHighlights = { takeaways: ["Worked out at the refresh"], chapters: [] };
    const context = {
      episodes: {
        find: (id: string) => (id === episode.id ? episode : undefined),
        highlights: () => fromCatalog,
      },
      transcripts: { find: async () => null },
      timedText: { find: () => ({ transcript: null, transcriptFromOwner: false, chapters: null }) },
    };
    const request = new Request(`http://localhost/episode/${episode.id}?t=12:34`);
    const answer = await loader({ context, params: { episodeId: episode.id }, request } as never);
    expect(answer && "content" in answer ? answer.content.takeaways : null).toBe(fromCatalog.takeaways);
    expect(answer && "startAt" in answer ? answer.startAt : null).toBe(754);
    expect(parseEpisodeDescription).not.toHaveBeenCalled();
  });
});
