import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { sampleCatalog } from "./sample-catalog.ts";

/** The offline default: the bundled sample catalog. */
export function createSampleEpisodeSource(): EpisodeSource {
  return {
    key: "sample",
    // Copies, so nothing downstream can change the bundled catalog.
    fetchEpisodes: async () => structuredClone([...sampleCatalog]),
  };
}
