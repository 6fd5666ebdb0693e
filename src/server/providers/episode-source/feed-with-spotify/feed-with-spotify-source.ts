import { episodeSchema, type Episode } from "#shared/episodes/episode-schema.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { withSpotifyLinks } from "./spotify-matches.ts";

/**
 * PODCAST_RSS_URL and the SPOTIFY_* settings together: the feed gives the episodes, their audio,
 * transcripts and chapters, Spotify its links (`spotify-matches.ts`). Either upstream failing
 * fails the fetch, so the catalog keeps serving its last good copy rather than a list that
 * suddenly lost its Spotify links or its audio.
 */
export function createFeedWithSpotifySource(feed: EpisodeSource, spotify: EpisodeSource): EpisodeSource {
  return {
    key: `${feed.key}+${spotify.key}`,
    plainHttp: feed.plainHttp,
    async fetchEpisodes(signal) {
      const [feedEpisodes, spotifyEpisodes] = await Promise.all([
        feed.fetchEpisodes(signal),
        spotify.fetchEpisodes(signal),
      ]);
      // Only what reads as an episode is matched; the rest goes on to the catalog, which checks
      // and reports it as it does for a single source.
      const feedSide = byReadability(feedEpisodes);
      const spotifySide = byReadability(spotifyEpisodes);
      return [
        ...withSpotifyLinks(feedSide.readable, spotifySide.readable),
        ...feedSide.unreadable,
        ...spotifySide.unreadable,
      ];
    },
  };
}

function byReadability(items: unknown[]): { readable: Episode[]; unreadable: unknown[] } {
  const readable: Episode[] = [];
  const unreadable: unknown[] = [];
  // The item itself is kept, not the parse: a feed episode's transcripts and chapters ride along.
  for (const item of items) {
    if (episodeSchema.safeParse(item).success) readable.push(item as Episode);
    else unreadable.push(item);
  }
  return { readable, unreadable };
}
