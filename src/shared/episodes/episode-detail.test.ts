import { describe, expect, test } from "vitest";
import { episodeDetailContent, RECORD_NOTES_HIDDEN_EPISODE_IDS } from "./episode-detail.ts";
import type { Episode, TranscriptRecord } from "./episode-schema.ts";
import { parseEpisodeDescription } from "./description-parser.ts";
import type { EpisodeTimedTextOf } from "#shared/timed-text/shown-transcript.ts";
import type { Transcript } from "#shared/timed-text/timed-text.ts";

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
/** No transcript or chapters from the feed or the owner. */
const none: EpisodeTimedTextOf = { transcript: null, transcriptFromOwner: false, chapters: null };
const feedTranscript: Transcript = {
  timed: true,
  cues: [{ startSeconds: 1, endSeconds: 3, speaker: "Host", text: "From the feed." }],
};

describe("episodeDetailContent (SPEC §2 Episode detail)", () => {
  test("with a record: its topics, notes, transcript and YouTube link; nothing derived", () => {
    const content = episodeDetailContent(episode, record, highlights, none);
    expect(content.keyTopics).toEqual(["Trust"]);
    expect(content.showNotes).toBe("## Notes");
    expect(content.transcript).toEqual({ timed: false, paragraphs: [{ speaker: null, text: "Hello." }] });
    expect(content.takeaways).toEqual([]);
    expect(content.chapters).toEqual([]);
    expect(content.youtubeUrl).toBe("https://www.youtube.com/watch?v=2");
    expect(content.resources).toEqual(["/coaching"]);
    expect(content.guests).toEqual(["Sam Guest"]);
  });

  test("without a record: derived category labels, takeaways and chapters, no transcript", () => {
    const content = episodeDetailContent(episode, null, highlights, none);
    expect(content.keyTopics).toEqual(["Wellness", "Leadership"]);
    expect(content.showNotes).toBeNull();
    expect(content.transcript).toBeNull();
    expect(content.chapters).toEqual([
      { start: 0, time: "00:00", title: "Welcome everyone", url: null },
      { start: 300, time: "05:00", title: "The main story", url: null },
    ]);
    expect(content.takeaways).toEqual(["A takeaway that is long enough."]);
    expect(content.youtubeUrl).toBe("https://www.youtube.com/watch?v=1");
  });

  test("6kRfIvBVLtFgSoOgVyX42L never shows the record's notes or transcript, and derives instead", () => {
    expect(RECORD_NOTES_HIDDEN_EPISODE_IDS.has("6kRfIvBVLtFgSoOgVyX42L")).toBe(true);
    const content = episodeDetailContent(
      { ...episode, id: "6kRfIvBVLtFgSoOgVyX42L" },
      record,
      highlights,
      none,
    );
    expect(content.showNotes).toBeNull();
    expect(content.transcript).toBeNull();
    expect(content.chapters).toHaveLength(2);
    expect(content.keyTopics).toEqual(["Trust"]);
  });

  test("the image prefers the record's, then the YouTube thumbnail, then the thumbnail", () => {
    expect(episodeDetailContent(episode, null, highlights, none).image).toBe("/art/abc.svg");
    expect(
      episodeDetailContent({ ...episode, youtubeThumbnail: "/yt.svg" }, null, highlights, none).image,
    ).toBe("/yt.svg");
    expect(
      episodeDetailContent(episode, { ...record, thumbnailUrl: "/rec.svg" }, highlights, none).image,
    ).toBe("/rec.svg");
  });

  test("the feed's or the owner's chapters win over the description's, with their times written out", () => {
    const chapters = [
      { startSeconds: 754, endSeconds: null, title: "Trust", url: "https://example.com/", imageUrl: null },
    ];
    const content = episodeDetailContent(episode, null, highlights, { ...none, chapters });
    expect(content.chapters).toEqual([
      { start: 754, time: "12:34", title: "Trust", url: "https://example.com/" },
    ]);
    expect(content.takeaways).toEqual(["A takeaway that is long enough."]);
  });

  test("the transcript: the owner's, else the record's text, else the feed's, gathered into paragraphs", () => {
    const fromFeed = episodeDetailContent(episode, null, highlights, { ...none, transcript: feedTranscript });
    expect(fromFeed.transcript).toEqual({
      timed: true,
      paragraphs: [{ speaker: "Host", start: 1, cues: [{ start: 1, text: "From the feed." }] }],
    });
    expect(
      episodeDetailContent(episode, record, highlights, { ...none, transcript: feedTranscript }).transcript,
    ).toMatchObject({ timed: false });
    const owners = { transcript: feedTranscript, transcriptFromOwner: true, chapters: null };
    expect(episodeDetailContent(episode, record, highlights, owners).transcript).toMatchObject({
      timed: true,
    });
    // The episode whose record text is never shown still shows the feed's transcript.
    const hidden = { ...episode, id: "6kRfIvBVLtFgSoOgVyX42L" };
    expect(
      episodeDetailContent(hidden, record, highlights, { ...none, transcript: feedTranscript }).transcript,
    ).toMatchObject({ timed: true });
  });
});
