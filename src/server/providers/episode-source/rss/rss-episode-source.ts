import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { fetchUpstream, UpstreamError } from "#server/providers/http/upstream-fetch.ts";
import { parseRssFeed } from "./parse-rss-feed.ts";

export type RssEpisodeSourceOptions = {
  feedUrl: string;
  fetch?: typeof fetch;
};

/** Any podcast's RSS 2.0 feed (PODCAST_RSS_URL). */
export function createRssEpisodeSource({ feedUrl, fetch }: RssEpisodeSourceOptions): EpisodeSource {
  return {
    key: `rss:${feedUrl}`,
    plainHttp: new URL(feedUrl).protocol === "http:",
    async fetchEpisodes(signal) {
      const response = await fetchUpstream({
        service: "RSS feed",
        url: feedUrl,
        headers: { accept: "application/rss+xml, application/xml;q=0.9, text/xml;q=0.8" },
        signal,
        fetch,
      });
      if (!response.ok) throw new UpstreamError(`RSS feed answered ${response.status}`, response.status);
      try {
        return parseRssFeed(response.body);
      } catch (error) {
        throw new UpstreamError(`RSS feed could not be read: ${(error as Error).message}`, response.status, {
          cause: error,
        });
      }
    },
  };
}
