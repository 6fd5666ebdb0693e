import type { EpisodeSourceConfig, SpotifySettings } from "#server/config.ts";
import type { AppDb } from "#server/db/client.ts";
import { seedTranscripts } from "#server/features/episodes/episode-repository.ts";
import { youtubeVideoStore } from "#server/features/episodes/youtube-video-repository.ts";
import type { EpisodeSource } from "./episode-source.ts";
import { createFeedWithSpotifySource } from "#server/providers/episode-source/feed-with-spotify/feed-with-spotify-source.ts";
import { createRssEpisodeSource } from "#server/providers/episode-source/rss/rss-episode-source.ts";
import { createSampleEpisodeSource } from "#server/providers/episode-source/sample/sample-episode-source.ts";
import { sampleTranscripts } from "#server/providers/episode-source/sample/sample-transcripts.ts";
import { createSpotifyEpisodeSource } from "#server/providers/episode-source/spotify/spotify-episode-source.ts";
import { createYouTubeVideoList } from "#server/providers/episode-source/spotify/youtube-video-list.ts";

const YOUTUBE_API_BASE = "https://www.googleapis.com";

export type EpisodeSourceDeps = {
  db: AppDb;
  fetch?: typeof fetch;
  spotifyApiBase?: string;
  spotifyAccountsBase?: string;
  youtubeApiBase?: string;
  /** Problems that do not fail a fetch (YouTube enrichment down); defaults to console.warn. */
  onWarning?: (message: string) => void;
  /** The clock that schedules YouTube refreshes and back-off (tests move it). */
  now?: () => number;
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
      return spotifySource(config, deps);
    case "rss+spotify":
      return createFeedWithSpotifySource(
        createRssEpisodeSource({ feedUrl: config.feedUrl, fetch: deps.fetch }),
        spotifySource(config.spotify, deps),
      );
  }
}

function spotifySource(settings: SpotifySettings, deps: EpisodeSourceDeps): EpisodeSource {
  const onWarning = deps.onWarning ?? ((message: string) => console.warn(`episode source: ${message}`));
  // The last good video list and the quota schedule live in the database (decision 015).
  const youtube = settings.youtube
    ? createYouTubeVideoList({
        settings: settings.youtube,
        store: youtubeVideoStore(deps.db, settings.youtube.channelId),
        apiBase: deps.youtubeApiBase ?? YOUTUBE_API_BASE,
        fetch: deps.fetch,
        now: deps.now,
        onWarning,
      })
    : null;
  return createSpotifyEpisodeSource({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    showId: settings.showId,
    youtube,
    fetch: deps.fetch,
    apiBase: deps.spotifyApiBase,
    accountsBase: deps.spotifyAccountsBase,
    onWarning,
  });
}
