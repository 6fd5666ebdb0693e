import { describe, expect, test } from "vitest";
import { sourceLink, withSourceLinksOnly } from "./source-links.ts";
import type { Episode } from "./episode-schema.ts";

const https = { plainHttp: false };
const plainHttpSource = { plainHttp: true };

describe("sourceLink: what a feed or provider may link to", () => {
  test("keeps https addresses", () => {
    expect(sourceLink("https://open.spotify.com/episode/abc", https)).toBe("https://open.spotify.com/episode/abc");
    expect(sourceLink("  HTTPS://Cdn.Example.com/a.mp3 ", https)).toBe("https://cdn.example.com/a.mp3");
  });

  test("drops every other scheme, however its host looks", () => {
    for (const target of [
      "javascript://open.spotify.com/%0aalert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://files.example.com/a.mp3",
      "//evil.example/x",
      "not an address",
      "",
      null,
      undefined,
    ]) {
      expect(sourceLink(target, https), String(target)).toBeNull();
    }
  });

  test("http only from a source that is plain http itself", () => {
    expect(sourceLink("http://cdn.example.com/a.mp3", https)).toBeNull();
    expect(sourceLink("http://cdn.example.com/a.mp3", plainHttpSource)).toBe("http://cdn.example.com/a.mp3");
    expect(sourceLink("javascript:alert(1)", plainHttpSource)).toBeNull();
  });

  test("paths on this site only where asked (images)", () => {
    expect(sourceLink("/episode-art/a.svg", https, { sitePath: true })).toBe("/episode-art/a.svg");
    expect(sourceLink("/episode-art/a.svg", https)).toBeNull();
    expect(sourceLink("//evil.example/a.svg", https, { sitePath: true })).toBeNull();
    expect(sourceLink("/\\evil.example/a.svg", https, { sitePath: true })).toBeNull();
  });
});

describe("withSourceLinksOnly", () => {
  test("checks every address of an episode: audio, images, Spotify and YouTube links", () => {
    const episode: Episode = {
      id: "abc",
      name: "Episode 1",
      description: "",
      releaseDate: "2026-01-05",
      thumbnail: "javascript:alert(1)",
      youtubeThumbnail: "https://i.ytimg.com/vi/x/hqdefault.jpg",
      spotifyUrl: "javascript://open.spotify.com/%0aalert(1)",
      youtubeUrl: "data:text/html,x",
      audioUrl: "http://cdn.example.com/a.mp3",
    };
    expect(withSourceLinksOnly(episode, https)).toEqual({
      ...episode,
      thumbnail: null,
      youtubeThumbnail: "https://i.ytimg.com/vi/x/hqdefault.jpg",
      spotifyUrl: null,
      youtubeUrl: null,
      audioUrl: null,
    });
  });
});

describe("withSourceLinksOnly: the feed's transcript and chapters files", () => {
  const episode: Episode = {
    id: "ep-1",
    name: "Episode",
    description: "",
    releaseDate: "2026-01-01",
    thumbnail: null,
    youtubeThumbnail: null,
    spotifyUrl: null,
    youtubeUrl: null,
    transcriptFiles: [
      { url: "javascript:alert(1)", type: "text/vtt" },
      { url: "https://cdn.example.com/ep1.vtt", type: "text/vtt" },
      { url: "file:///etc/passwd", type: "text/plain" },
    ],
    chaptersUrl: "data:application/json,{}",
  };

  test("only web addresses stay: the site fetches them, so no other scheme reaches a request", () => {
    const checked = withSourceLinksOnly(episode, https);
    expect(checked.transcriptFiles).toEqual([{ url: "https://cdn.example.com/ep1.vtt", type: "text/vtt" }]);
    expect(checked.chaptersUrl).toBeNull();
    expect(
      withSourceLinksOnly({ ...episode, chaptersUrl: "https://cdn.example.com/ch.json" }, https).chaptersUrl,
    ).toBe("https://cdn.example.com/ch.json");
  });
});
