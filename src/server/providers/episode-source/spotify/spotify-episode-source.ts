import type { Episode } from "#shared/episodes/episode-schema.ts";
import type { EpisodeSource } from "#server/providers/episode-source/episode-source.ts";
import { fetchUpstream, parseJson, UpstreamError } from "#server/providers/http/upstream-fetch.ts";
import { episodeFromSpotify, spotifyEpisodePageSchema, spotifyEpisodeSchema } from "./spotify-episode.ts";
import { createSpotifyTokens } from "./spotify-token.ts";
import { matchVideosToEpisodes } from "./youtube-enrichment.ts";
import type { YouTubeVideoList } from "./youtube-video-list.ts";

const SPOTIFY_ACCOUNTS_BASE = "https://accounts.spotify.com";
const SPOTIFY_API_BASE = "https://api.spotify.com";
/** 50 episodes a page: a show with more than 1,000 episodes keeps its newest 1,000. */
const SPOTIFY_MAX_PAGES = 20;

export type SpotifyEpisodeSourceOptions = {
  clientId: string;
  clientSecret: string;
  showId: string;
  /** The channel's videos to match episodes with (YOUTUBE_*), or null. */
  youtube: YouTubeVideoList | null;
  fetch?: typeof fetch;
  apiBase?: string;
  accountsBase?: string;
  maxPages?: number;
  /** Problems that do not fail the fetch (an unreadable episode); never holds a secret. */
  onWarning?: (message: string) => void;
};

/** A Spotify show's episodes through the Web API, optionally with YouTube links (SPOTIFY_*, YOUTUBE_*). */
export function createSpotifyEpisodeSource(options: SpotifyEpisodeSourceOptions): EpisodeSource {
  const apiBase = options.apiBase ?? SPOTIFY_API_BASE;
  const maxPages = options.maxPages ?? SPOTIFY_MAX_PAGES;
  const warn = options.onWarning ?? (() => {});
  const tokens = createSpotifyTokens({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    accountsBase: options.accountsBase ?? SPOTIFY_ACCOUNTS_BASE,
    fetch: options.fetch,
  });
  async function getPage(url: string, signal: AbortSignal) {
    let token = await tokens.get(signal);
    let response = await getWithToken(url, token, signal);
    if (response.status === 401) {
      // The cached token expired or was revoked early: one fresh token, one retry.
      tokens.expire(token);
      token = await tokens.get(signal);
      response = await getWithToken(url, token, signal);
    }
    if (!response.ok) {
      throw new UpstreamError(
        `Spotify API answered ${response.status}${retryAfter(response.headers)}`,
        response.status,
      );
    }
    const page = spotifyEpisodePageSchema.safeParse(parseJson(response.body));
    if (!page.success)
      throw new UpstreamError("Spotify API answer is not a page of episodes", response.status);
    return page.data;
  }

  function getWithToken(url: string, token: string, signal: AbortSignal) {
    return fetchUpstream({
      service: "Spotify API",
      url,
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal,
      fetch: options.fetch,
      secrets: [token, options.clientSecret],
    });
  }

  async function showEpisodes(signal: AbortSignal): Promise<Episode[]> {
    const episodes: Episode[] = [];
    let unreadable = 0;
    let url: string | null =
      `${apiBase}/v1/shows/${encodeURIComponent(options.showId)}/episodes?limit=50&market=US`;
    for (let pages = 0; url; pages++) {
      if (pages === maxPages) {
        warn(
          `Spotify show has more than ${maxPages} pages of episodes; the newest ${episodes.length} are kept`,
        );
        break;
      }
      const page: Awaited<ReturnType<typeof getPage>> = await getPage(url, signal);
      for (const item of page.items) {
        if (item === null) continue;
        const parsed = spotifyEpisodeSchema.safeParse(item);
        if (parsed.success) episodes.push(episodeFromSpotify(parsed.data));
        else unreadable++;
      }
      url = page.items.length > 0 ? nextPage(page.next, apiBase) : null;
    }
    if (unreadable > 0)
      warn(`Spotify API sent ${unreadable} episode(s) in an unexpected shape; they were left out`);
    return episodes;
  }

  return {
    key: `spotify:${options.showId}`,
    async fetchEpisodes(signal) {
      const [episodes, videos] = await Promise.all([
        showEpisodes(signal),
        // A YouTube failure never fails the fetch: the list answers the videos it has.
        options.youtube ? options.youtube.videos(signal) : Promise.resolve([]),
      ]);
      return videos.length > 0 ? matchVideosToEpisodes(episodes, videos) : episodes;
    },
  };
}

/** Spotify's absolute `next` link, followed only on the API's own origin: it carries our token. */
function nextPage(next: string | null | undefined, apiBase: string): string | null {
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    throw new UpstreamError("Spotify API sent an unreadable next-page link");
  }
  if (url.origin !== new URL(apiBase).origin)
    throw new UpstreamError("Spotify API sent a next-page link to another host");
  return url.toString();
}

function retryAfter(headers: Headers): string {
  const seconds = headers.get("retry-after");
  return seconds && /^\d+$/.test(seconds) ? ` (retry after ${seconds} s)` : "";
}
