import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import type { Episode } from "#shared/episodes/episode-schema.ts";

/** One upstream answer: a list, a failure, or a fetch that only ends when it is aborted (slow). */
export type UpstreamAnswer = unknown[] | Error | "hang";

/**
 * A test-only episode source that gives the scripted answers in order (the last one repeats),
 * standing in for an upstream so the catalog's handling of each answer can be observed.
 */
export function scriptedEpisodeSource(
  answers: UpstreamAnswer[],
  key = "test-source",
): EpisodeSource & { calls: number } {
  const source = {
    key,
    calls: 0,
    async fetchEpisodes(signal: AbortSignal): Promise<unknown[]> {
      const answer = answers[Math.min(source.calls, answers.length - 1)];
      source.calls++;
      if (answer === "hang") {
        return new Promise((_resolve, reject) => {
          signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        });
      }
      if (answer instanceof Error) throw answer;
      return structuredClone(answer ?? []);
    },
  };
  return source;
}

export function makeEpisode(overrides: Partial<Episode> = {}): Episode {
  const id = overrides.id ?? `ep${Math.random().toString(36).slice(2, 12)}`;
  return {
    id,
    name: "Episode 1: Finding Your Why",
    description: "<p>A conversation about purpose.</p>",
    releaseDate: "2026-01-05",
    thumbnail: `/episode-art/${id}.svg`,
    youtubeThumbnail: null,
    spotifyUrl: `https://open.spotify.com/episode/${id}`,
    youtubeUrl: null,
    ...overrides,
  };
}
