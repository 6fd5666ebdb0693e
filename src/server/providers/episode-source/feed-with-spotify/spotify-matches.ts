import type { Episode } from "#shared/episodes/episode-schema.ts";

/**
 * The feed's episodes with the Spotify links of the same episodes (PODCAST_RSS_URL and the
 * SPOTIFY_* settings together). The feed is the list: its ids, text, audio, transcripts and
 * chapters. Spotify adds its episode link, and the YouTube video its enrichment found, to the feed
 * episode that is the same episode:
 * 1. the same title, once both are reduced to their words (case, accents, punctuation and an
 *    "Episode 12:" or "#12 -" prefix ignored);
 * 2. else the one Spotify episode released within a day of it (time zones move a date by one)
 *    that no other feed episode of those days could also be.
 * Each Spotify episode is used once. Spotify episodes the feed does not have are listed after the
 * feed's, as they are, so nothing the show published goes missing; the catalog orders by date.
 */
export function withSpotifyLinks<F extends Episode, S extends Episode>(feed: F[], spotify: S[]): (F | S)[] {
  const unmatched = new Set(spotify);
  const byTitle = new Map<string, S[]>();
  for (const episode of spotify) {
    const key = titleKey(episode.name);
    byTitle.set(key, [...(byTitle.get(key) ?? []), episode]);
  }
  const take = (episode: S | undefined) => {
    if (episode) unmatched.delete(episode);
    return episode;
  };

  const matches = new Map<F, S>();
  for (const episode of feed) {
    const sameTitle = take(
      byTitle.get(titleKey(episode.name))?.find((candidate) => unmatched.has(candidate)),
    );
    if (sameTitle) matches.set(episode, sameTitle);
  }
  const unmatchedFeed = () => feed.filter((episode) => !matches.has(episode));
  for (const episode of unmatchedFeed()) {
    const candidates = [...unmatched].filter((candidate) => withinADay(candidate, episode));
    const rivals = unmatchedFeed().filter(
      (other) => other !== episode && candidates.some((candidate) => withinADay(candidate, other)),
    );
    if (candidates.length === 1 && rivals.length === 0) matches.set(episode, take(candidates[0])!);
  }

  const merged = feed.map((episode) => {
    const match = matches.get(episode);
    if (!match) return episode;
    return {
      ...episode,
      spotifyUrl: match.spotifyUrl ?? episode.spotifyUrl,
      youtubeUrl: episode.youtubeUrl ?? match.youtubeUrl,
      youtubeThumbnail: episode.youtubeThumbnail ?? match.youtubeThumbnail,
    };
  });
  return [...merged, ...spotify.filter((episode) => unmatched.has(episode))];
}

/** A title as its words: "Episode 12: Rest & Recovery!" and "rest and recovery" are the same key. */
export function titleKey(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/^\s*(?:(?:episode|ep\.?)\s*\d+|#\s*\d+)\s*[:.\-–—|]?\s*/u, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Released on the same day or the next (YYYY-MM-DD or date-times); an unreadable date is near none. */
function withinADay(a: Episode, b: Episode): boolean {
  const day = (episode: Episode) => Date.parse(episode.releaseDate.slice(0, 10));
  return Math.abs(day(a) - day(b)) <= DAY_MS;
}
