import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { episodeSchema } from "#shared/episodes/episode-schema.ts";
import { durationSeconds, parseRssFeed, urlSafeId } from "./parse-rss-feed.ts";

const feed = readFileSync(new URL("./fixtures/thriving-path-feed.xml", import.meta.url), "utf8");

function episodeNamed(prefix: string) {
  const episode = parseRssFeed(feed).find((e) => e.name.startsWith(prefix));
  if (!episode) throw new Error(`no episode named ${prefix}`);
  return episode;
}

describe("parseRssFeed on a recorded-style feed", () => {
  test("every item becomes an episode that passes the Episode contract", () => {
    const episodes = parseRssFeed(feed);
    expect(episodes).toHaveLength(4);
    for (const episode of episodes) expect(episodeSchema.safeParse(episode).success).toBe(true);
  });

  test("an item with a URL-safe guid keeps it as the id, its title and its CDATA HTML show notes", () => {
    const episode = episodeNamed("Episode 52");
    expect(episode.id).toBe("b7c2e0d4-5a1f-4c8e-9f3b-2d6a8e1c4b70");
    expect(episode.name).toBe("Episode 52: Building a Business That Doesn't Break You");
    // content:encoded is preferred over the short description, and its HTML is kept.
    expect(episode.description).toContain("<p>(00:00) Welcome and Maya's story<br>(04:12)");
    expect(episode.description).toContain("<li>Hire for the work you resent doing");
  });

  test("pubDate becomes an ISO date-time, honouring the feed's time zone", () => {
    expect(episodeNamed("Episode 52").releaseDate).toBe("2026-11-16T08:00:00.000Z");
    expect(episodeNamed("Episode 51").releaseDate).toBe("2026-11-02T13:00:00.000Z");
  });

  test("itunes image, enclosure audio, duration, episode number and Podcasting 2.0 tags are read", () => {
    const episode = episodeNamed("Episode 52");
    expect(episode.thumbnail).toBe("https://media.example.com/thriving-path/episodes/ep052-cover.jpg");
    expect(episode.audioUrl).toBe("https://media.example.com/thriving-path/episodes/ep052.mp3?source=feed");
    expect(episode.durationSeconds).toBe(3725);
    expect(episode.episodeNumber).toBe(52);
    expect(episode.episodeType).toBe("full");
    expect(episode.transcriptFiles).toEqual([
      { url: "https://media.example.com/thriving-path/episodes/ep052.vtt", type: "text/vtt" },
      { url: "https://media.example.com/thriving-path/episodes/ep052.srt", type: "application/srt" },
    ]);
    expect(episode.chaptersUrl).toBe("https://media.example.com/thriving-path/episodes/ep052-chapters.json");
  });

  test("podcast:person with role guest (any case) names the guests; the host is not a guest", () => {
    expect(episodeNamed("Episode 52").guests).toEqual(["Maya Okafor"]);
    expect(episodeNamed("Episode 51").guests).toEqual(["Devon Marsh", "Lena Marsh"]);
    expect(episodeNamed("Episode 50").guests).toBeUndefined();
  });

  test("a Spotify link becomes spotifyUrl and a YouTube link youtubeUrl; other links neither", () => {
    const spotify = episodeNamed("Episode 52");
    expect(spotify.spotifyUrl).toBe("https://open.spotify.com/episode/3pXq9ZbTt2WkYcRn8LmA1f");
    expect(spotify.youtubeUrl).toBeNull();
    const youtube = episodeNamed("Episode 51");
    expect(youtube.youtubeUrl).toBe("https://www.youtube.com/watch?v=Qm7vT2xLp9A");
    expect(youtube.spotifyUrl).toBeNull();
    const trailer = episodeNamed("Trailer");
    expect([trailer.spotifyUrl, trailer.youtubeUrl, trailer.youtubeThumbnail]).toEqual([null, null, null]);
  });

  test("an item without its own image falls back to the channel's itunes:image", () => {
    expect(episodeNamed("Episode 51").thumbnail).toBe(
      "https://media.example.com/thriving-path/show-art-3000.jpg",
    );
  });

  test("a permalink guid becomes a URL-safe, deterministic id", () => {
    const { id } = episodeNamed("Episode 51");
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).toMatch(/^[\w-]*episodes-51-mindset-shifts-for-real-estate-investors-[0-9a-f]{12}$/);
    expect(parseRssFeed(feed).find((e) => e.name.startsWith("Episode 51"))?.id).toBe(id);
  });

  test("guids that differ only in characters a URL cannot carry get different ids", () => {
    expect(urlSafeId("show:42")).not.toBe(urlSafeId("show/42"));
    expect(urlSafeId("abc_DEF-123")).toBe("abc_DEF-123");
  });

  test("an item without a guid is identified by its enclosure URL", () => {
    const episode = episodeNamed("Episode 50");
    expect(episode.id).toBe(urlSafeId("https://media.example.com/thriving-path/episodes/ep050.mp3"));
    expect(episode.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  test("an entity-escaped (non-CDATA) description is decoded to its HTML and entities in titles are decoded", () => {
    const episode = episodeNamed("Episode 50");
    expect(episode.name).toBe("Episode 50: Sleep, Stress & the Founder's Body");
    expect(episode.description).toMatch(/^<p>Dr\. Ines Calloway/);
    expect(episode.durationSeconds).toBe(2475);
  });

  test("a trailer keeps its title as written and is marked as a trailer", () => {
    const trailer = episodeNamed("Trailer");
    expect(trailer.name).toBe("Trailer: Welcome to The Thriving Path");
    expect(trailer.episodeType).toBe("trailer");
    expect(trailer.id).toBe("thriving-path-trailer-2025");
    expect(trailer.durationSeconds).toBe(151);
  });
});

describe("parseRssFeed on broken or unusual documents", () => {
  test("malformed XML throws", () => {
    expect(() => parseRssFeed("<rss><channel><item><title>Unclosed</channel></rss>")).toThrow(/well-formed/);
  });

  test("an HTML page throws", () => {
    expect(() =>
      parseRssFeed("<!doctype html><html><head><meta charset=utf-8></head><body>Hi</body></html>"),
    ).toThrow();
  });

  test("well-formed XML that is not RSS (an Atom feed) throws", () => {
    expect(() => parseRssFeed('<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>')).toThrow(
      /not an RSS/,
    );
  });

  test("a channel without items is an empty list", () => {
    expect(parseRssFeed('<rss version="2.0"><channel><title>New show</title></channel></rss>')).toEqual([]);
    expect(parseRssFeed('<rss version="2.0"><channel></channel></rss>')).toEqual([]);
  });

  test("a byte-order mark and blank lines before the declaration are tolerated", () => {
    const episodes = parseRssFeed(`\uFEFF\n\n${feed}`);
    expect(episodes).toHaveLength(4);
  });

  test("an item without a title or without a readable pubDate is left out", () => {
    const xml = `<rss version="2.0"><channel>
      <item><guid>a</guid><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate></item>
      <item><guid>b</guid><title>No date</title></item>
      <item><guid>c</guid><title>Bad date</title><pubDate>someday</pubDate></item>
      <item><guid>d</guid><title>Kept</title><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate></item>
    </channel></rss>`;
    expect(parseRssFeed(xml).map((e) => e.id)).toEqual(["d"]);
  });

  test("a link with another scheme is no Spotify or YouTube link, whatever its host", () => {
    const xml = `<rss version="2.0"><channel>
      <item><guid>x1</guid><title>Episode 1</title><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
      <link>javascript://open.spotify.com/%0aalert(1)</link></item>
      <item><guid>x2</guid><title>Episode 2</title><pubDate>Mon, 09 Nov 2026 08:00:00 GMT</pubDate>
      <link>javascript://www.youtube.com/%0aalert(1)</link></item>
    </channel></rss>`;
    expect(parseRssFeed(xml).map((e) => [e.spotifyUrl, e.youtubeUrl])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  test("namespaces declared under unusual prefixes are still read", () => {
    const xml = `<rss version="2.0" xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
      <item><guid>x1</guid><title>Episode 1: Start</title><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
      <it:duration>10:00</it:duration><it:image href="https://media.example.com/x1.jpg"/></item>
    </channel></rss>`;
    const [episode] = parseRssFeed(xml);
    expect(episode?.durationSeconds).toBe(600);
    expect(episode?.thumbnail).toBe("https://media.example.com/x1.jpg");
  });
});

describe("itunes:duration", () => {
  test.each([
    ["2475", 2475],
    ["47:30", 2850],
    ["01:02:05", 3725],
    ["2:31", 151],
    ["1234.6", 1235],
    ["", null],
    ["about an hour", null],
  ])("%j is %j seconds", (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });
});
