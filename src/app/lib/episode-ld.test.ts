import { describe, expect, test } from "vitest";
import { podcastEpisodeLd } from "./episode-ld.ts";

const episode = {
  id: "ep-1",
  name: "Episode 4: Trust",
  releaseDate: "2026-05-01",
  audioUrl: "https://cdn.example.com/ep-1.mp3",
  durationSeconds: 1800,
  spotifyUrl: null,
  youtubeUrl: null,
};
const base = { episode, description: "About trust.", image: null, guests: [] };

describe("podcastEpisodeLd", () => {
  test("the audio, the transcript's address and the chapters as clips that start and end", () => {
    const ld = podcastEpisodeLd("https://example.org", {
      ...base,
      hasTranscript: true,
      chapters: [
        { start: 0, title: "Welcome" },
        { start: 754.6, title: "Trust at work" },
      ],
    });
    expect(ld.associatedMedia).toEqual({
      "@type": "AudioObject",
      contentUrl: "https://cdn.example.com/ep-1.mp3",
    });
    expect(ld.transcript).toBe("https://example.org/episode/ep-1/transcript.txt");
    expect(ld.hasPart).toEqual([
      {
        "@type": "Clip",
        name: "Welcome",
        startOffset: 0,
        endOffset: 754,
        url: "https://example.org/episode/ep-1?t=0",
      },
      {
        "@type": "Clip",
        name: "Trust at work",
        startOffset: 754,
        endOffset: 1800,
        url: "https://example.org/episode/ep-1?t=754",
      },
    ]);
  });

  test("no transcript, chapters or audio: none of them is claimed", () => {
    const ld = podcastEpisodeLd("https://example.org", {
      ...base,
      episode: { ...episode, audioUrl: undefined, durationSeconds: undefined },
      hasTranscript: false,
      chapters: [{ start: 60, title: "Only one" }],
    });
    expect(ld).not.toHaveProperty("associatedMedia");
    expect(ld).not.toHaveProperty("transcript");
    expect(ld.hasPart).toEqual([
      { "@type": "Clip", name: "Only one", startOffset: 60, url: "https://example.org/episode/ep-1?t=60" },
    ]);
  });
});
