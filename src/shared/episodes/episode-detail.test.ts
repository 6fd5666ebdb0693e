import { describe, expect, test } from "vitest";
import {
  episodeDetailContent,
  RECORD_NOTES_HIDDEN_EPISODE_IDS,
} from "./episode-detail.ts";
import type { Episode, TranscriptRecord } from "./episode-schema.ts";
import { parseEpisodeDescription } from "./description-parser.ts";

const episode: Episode = {
  id: "abc",
  name: "Episode 3: Leadership and Wellness",
  description:
    "<p>(00:00) Welcome everyone<br>(05:00) The main story</p><ul><li>A takeaway that is long enough.</li></ul>",
  releaseDate: "2026-03-09",
  thumbnail: "/art/abc.svg",
  youtubeThumbnail: null,
  spotifyUrl: "https://open.spotify.com/episode/abc",
  youtubeUrl: "https://www.youtube.com/watch?v=1",
  guests: ["Sam Guest"],
};

const record: TranscriptRecord = {
  episodeId: "abc",
  seoTitle: null,
  seoDescription: null,
  thumbnailUrl: null,
  youtubeUrl: "https://www.youtube.com/watch?v=2",
  guestInfo: "Sam is a guest.",
  keyTopics: ["Trust"],
  showNotes: "## Notes",
  transcript: "Hello.",
  resources: ["/coaching"],
};

/** The catalog works these out once per refresh. */
const highlights = parseEpisodeDescription(episode.description);

describe("episodeDetailContent (SPEC §2 Episode detail)", () => {
  test("with a record: its topics, notes, transcript and YouTube link; nothing derived", () => {
    const content = episodeDetailContent(episode, record, highlights);
    expect(content.keyTopics).toEqual(["Trust"]);
    expect(content.showNotes).toBe("## Notes");
    expect(content.transcript).toBe("Hello.");
    expect(content.highlights).toBeNull();
    expect(content.youtubeUrl).toBe("https://www.youtube.com/watch?v=2");
    expect(content.resources).toEqual(["/coaching"]);
    expect(content.guests).toEqual(["Sam Guest"]);
  });

  test("without a record: derived category labels, takeaways and chapters, no transcript", () => {
    const content = episodeDetailContent(episode, null, highlights);
    expect(content.keyTopics).toEqual(["Wellness", "Leadership"]);
    expect(content.showNotes).toBeNull();
    expect(content.transcript).toBeNull();
    expect(content.highlights?.chapters.map((c) => c.title)).toEqual(["Welcome everyone", "The main story"]);
    expect(content.highlights?.takeaways).toEqual(["A takeaway that is long enough."]);
    expect(content.youtubeUrl).toBe("https://www.youtube.com/watch?v=1");
  });

  test("6kRfIvBVLtFgSoOgVyX42L never shows the record's notes or transcript, and derives instead", () => {
    expect(RECORD_NOTES_HIDDEN_EPISODE_IDS.has("6kRfIvBVLtFgSoOgVyX42L")).toBe(true);
    const content = episodeDetailContent({ ...episode, id: "6kRfIvBVLtFgSoOgVyX42L" }, record, highlights);
    expect(content.showNotes).toBeNull();
    expect(content.transcript).toBeNull();
    expect(content.highlights?.chapters).toHaveLength(2);
    expect(content.keyTopics).toEqual(["Trust"]);
  });

  test("the image prefers the record's, then the YouTube thumbnail, then the thumbnail", () => {
    expect(episodeDetailContent(episode, null, highlights).image).toBe("/art/abc.svg");
    expect(episodeDetailContent({ ...episode, youtubeThumbnail: "/yt.svg" }, null, highlights).image).toBe("/yt.svg");
    expect(episodeDetailContent(episode, { ...record, thumbnailUrl: "/rec.svg" }, highlights).image).toBe("/rec.svg");
  });
});
