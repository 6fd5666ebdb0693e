import type { EpisodeSourceConfig } from "../../config.ts";
import type { AppDb } from "../../db/client.ts";
import { seedTranscripts } from "../../features/episodes/episode-repository.ts";
import type { EpisodeSource } from "./episode-source.ts";
import { createRssEpisodeSource } from "./rss/rss-episode-source.ts";
import { createSampleEpisodeSource } from "./sample/sample-episode-source.ts";
import { sampleTranscripts } from "./sample/sample-transcripts.ts";
import { createSpotifyEpisodeSource } from "./spotify/spotify-episode-source.ts";

export type EpisodeSourceDeps = {
  db: AppDb;
  fetch?: typeof fetch;
  spotifyApiBase?: string;
  spotifyAccountsBase?: string;
  youtubeApiBase?: string;
  /** Problems that do not fail a fetch (YouTube enrichment down); defaults to console.warn. */
  onWarning?: (message: string) => void;
};

/** The configured episode source (DESIGN: providers). The sample source also seeds its transcript records. */
export async function createEpisodeSource(
  config: EpisodeSourceConfig,
  deps: EpisodeSourceDeps,
): Promise<EpisodeSource> {
  switch (config.kind) {
    case "sample":
      // Inserted only where no record exists, so the owner's edits survive every restart.
      await seedTranscripts(deps.db, [...sampleTranscripts]);
      return createSampleEpisodeSource();
    case "rss":
      return createRssEpisodeSource({ feedUrl: config.feedUrl, fetch: deps.fetch });
    case "spotify":
      return createSpotifyEpisodeSource({
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        showId: config.showId,
        youtube: config.youtube,
        fetch: deps.fetch,
        apiBase: deps.spotifyApiBase,
        accountsBase: deps.spotifyAccountsBase,
        youtubeApiBase: deps.youtubeApiBase,
        onWarning: deps.onWarning ?? ((message) => console.warn(`episode source: ${message}`)),
      });
  }
}
