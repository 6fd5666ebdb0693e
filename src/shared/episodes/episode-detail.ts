/**
 * What the episode page shows from an episode and its transcript record (SPEC §2 Episode detail):
 * which parts come from the record, which are derived, and the one episode whose record notes and
 * transcript are never shown.
 */
import { formatTimestamp } from "#shared/timed-text/serialize.ts";
import { episodeTranscript, type EpisodeTimedTextOf } from "#shared/timed-text/shown-transcript.ts";
import type { Transcript } from "#shared/timed-text/timed-text.ts";
import { transcriptView, type TranscriptView } from "#shared/timed-text/transcript-view.ts";
import { episodeCategoryLabels } from "./categories.ts";
import type { DescriptionHighlights } from "./description-parser.ts";
import { episodeArtwork } from "./episode-card.ts";
import type { Episode, TranscriptRecord } from "./episode-schema.ts";

/** A chapter as the page lists it: its start (seconds, and as written), title and link. */
export type ChapterView = { start: number; time: string; title: string; url: string | null };

/** SPEC §2: this episode's page does not show the record's show notes or transcript cards. */
export const RECORD_NOTES_HIDDEN_EPISODE_IDS: ReadonlySet<string> = new Set(["6kRfIvBVLtFgSoOgVyX42L"]);

export type EpisodeDetailContent = {
  keyTopics: string[];
  /** The record's show notes (markdown-like), or null when the page derives highlights instead. */
  showNotes: string | null;
  /** Takeaways from the description, when there are no record notes to show. */
  takeaways: string[];
  /** The feed's or the owner's chapters, else those the description lists (when no record notes are shown). */
  chapters: ChapterView[];
  /** The owner's, the record's or the feed's (`episodeTranscript`); null shows 'Transcript Coming Soon' (SPEC §8). */
  transcript: TranscriptView | null;
  guestInfo: string | null;
  guests: string[];
  resources: string[];
  youtubeUrl: string | null;
  /** The page's image: the record's, else the YouTube thumbnail, else the episode thumbnail (SPEC §3). */
  image: string | null;
};

const present = (text: string | null | undefined): string | null =>
  text && text.trim() !== "" ? text : null;

/**
 * `descriptionHighlights` are the episode's, worked out once per catalog refresh (EpisodeCatalog);
 * `timedText` is its transcript and chapters from the feed or the owner.
 */
export function episodeDetailContent(
  episode: Episode,
  record: TranscriptRecord | null,
  descriptionHighlights: DescriptionHighlights,
  timedText: EpisodeTimedTextOf,
): EpisodeDetailContent {
  const recordTextShown = record !== null && !RECORD_NOTES_HIDDEN_EPISODE_IDS.has(episode.id);
  const showNotes = recordTextShown ? present(record.showNotes) : null;
  const keyTopics =
    record && record.keyTopics.length > 0 ? record.keyTopics : episodeCategoryLabels(episode.name);
  return {
    keyTopics,
    showNotes,
    // SPEC §2 derives highlights when no record exists; a record whose notes are hidden or empty
    // gets them too, so its page is not left without any summary.
    takeaways: showNotes === null ? descriptionHighlights.takeaways : [],
    chapters: timedText.chapters
      ? timedText.chapters.map((chapter) => ({
          start: chapter.startSeconds,
          time: formatTimestamp(chapter.startSeconds),
          title: chapter.title,
          url: chapter.url,
        }))
      : showNotes === null
        ? descriptionHighlights.chapters.map(({ seconds, time, title }) => ({
            start: seconds,
            time,
            title,
            url: null,
          }))
        : [],
    transcript: transcriptOf(episodePageTranscript(episode.id, record, timedText)),
    guestInfo: present(record?.guestInfo),
    guests: episode.guests?.filter((name) => name.trim() !== "") ?? [],
    resources: record?.resources ?? [],
    youtubeUrl: present(record?.youtubeUrl) ?? present(episode.youtubeUrl),
    image: present(record?.thumbnailUrl) ?? episodeArtwork(episode),
  };
}

/**
 * The transcript the episode's page shows (and search finds): the owner's, else the record's text
 * (unless the page never shows it), else the feed's; null for none.
 */
export function episodePageTranscript(
  episodeId: string,
  record: TranscriptRecord | null,
  timedText: EpisodeTimedTextOf,
): Transcript | null {
  const recordShown =
    record !== null && present(record.transcript) !== null && !RECORD_NOTES_HIDDEN_EPISODE_IDS.has(episodeId);
  return episodeTranscript(timedText, recordShown ? record : null)?.transcript ?? null;
}

const transcriptOf = (transcript: Transcript | null): TranscriptView | null =>
  transcript ? transcriptView(transcript) : null;
