import { describe, expect, test } from "vitest";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { titleKey, withSpotifyLinks } from "./spotify-matches.ts";

const episode = (id: string, name: string, releaseDate: string, extra: Partial<Episode> = {}): Episode => ({
  id,
  name,
  description: "",
  releaseDate,
  thumbnail: null,
  youtubeThumbnail: null,
  spotifyUrl: null,
  youtubeUrl: null,
  audioUrl: null,
  ...extra,
});
const fromFeed = (id: string, name: string, date: string) =>
  episode(id, name, date, { audioUrl: `https://cdn.example.com/${id}.mp3` });
const onSpotify = (id: string, name: string, date: string, extra: Partial<Episode> = {}) =>
  episode(id, name, date, { spotifyUrl: `https://open.spotify.com/episode/${id}`, ...extra });

describe("a feed episode and its Spotify twin", () => {
  test("titles match whatever their case, accents, punctuation and episode-number prefix", () => {
    expect(titleKey("Episode 12: Rest & Recovery!")).toBe("rest and recovery");
    expect(titleKey("#12 – Rest and recovery")).toBe("rest and recovery");
    expect(titleKey("Ep. 7 | Café Talk")).toBe("cafe talk");
    expect(titleKey("12 Habits")).toBe("12 habits");
  });

  test("the feed episode keeps its id, audio and text, and gains Spotify's link and YouTube video", () => {
    const [merged, ...rest] = withSpotifyLinks(
      [fromFeed("guid-1", "Episode 3: Leading with Purpose", "2026-03-02")],
      [
        onSpotify("sp1", "Leading With Purpose", "2026-03-02", {
          youtubeUrl: "https://www.youtube.com/watch?v=abc",
          youtubeThumbnail: "https://i.ytimg.com/vi/abc/hqdefault.jpg",
        }),
      ],
    );
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({
      id: "guid-1",
      name: "Episode 3: Leading with Purpose",
      audioUrl: "https://cdn.example.com/guid-1.mp3",
      spotifyUrl: "https://open.spotify.com/episode/sp1",
      youtubeUrl: "https://www.youtube.com/watch?v=abc",
      youtubeThumbnail: "https://i.ytimg.com/vi/abc/hqdefault.jpg",
    });
  });

  test("a retitled episode is matched by its release day, a day apart allowed for time zones", () => {
    const merged = withSpotifyLinks(
      [fromFeed("guid-1", "Rest", "2026-03-02T23:30:00Z"), fromFeed("guid-2", "Work", "2026-02-01")],
      [onSpotify("sp1", "Rest: the full conversation", "2026-03-03"), onSpotify("sp2", "Work", "2026-02-01")],
    );
    expect(merged.map((e) => [e.id, e.spotifyUrl])).toEqual([
      ["guid-1", "https://open.spotify.com/episode/sp1"],
      ["guid-2", "https://open.spotify.com/episode/sp2"],
    ]);
  });

  test("two episodes on one day with titles that differ are not guessed: neither gets a link by date", () => {
    const merged = withSpotifyLinks(
      [fromFeed("guid-1", "Morning", "2026-03-02"), fromFeed("guid-2", "Evening", "2026-03-02")],
      [onSpotify("sp1", "Sunrise", "2026-03-02")],
    );
    expect(merged.slice(0, 2).map((e) => e.spotifyUrl)).toEqual([null, null]);
    expect(merged[2]?.id).toBe("sp1");
  });

  test("each Spotify episode links one feed episode only", () => {
    const merged = withSpotifyLinks(
      [fromFeed("guid-1", "Q&A", "2026-03-02"), fromFeed("guid-2", "Q&A", "2026-04-02")],
      [onSpotify("sp1", "Q&A", "2026-03-02")],
    );
    expect(merged.map((e) => e.spotifyUrl)).toEqual(["https://open.spotify.com/episode/sp1", null]);
  });

  test("Spotify episodes the feed lacks are kept after the feed's; feed episodes without a twin stay as they are", () => {
    const feedOnly = fromFeed("guid-1", "Bonus: live show", "2026-01-05");
    const merged = withSpotifyLinks([feedOnly], [onSpotify("sp9", "Spotify exclusive", "2025-12-01")]);
    expect(merged).toEqual([feedOnly, onSpotify("sp9", "Spotify exclusive", "2025-12-01")]);
  });
});
