import { episodesTabCopy as copy } from "#app/content/admin.ts";
import type { EpisodeTimedTextSummary } from "#shared/admin/episode-timed-text.ts";

/** The Episodes tab's four figures. */
export function episodeTimedTextCounts(episodes: readonly EpisodeTimedTextSummary[]) {
  return {
    total: episodes.length,
    audio: episodes.filter((episode) => episode.audio).length,
    transcript: episodes.filter((episode) => episode.transcript.origin !== null).length,
    chapters: episodes.filter((episode) => episode.chapters.origin !== null).length,
  };
}

/** The episodes whose title holds `filter`, ignoring case, accents and surrounding spaces. */
export function filterEpisodesByTitle<T extends { name: string }>(
  episodes: readonly T[],
  filter: string,
): T[] {
  const wanted = foldForSearch(filter.trim());
  if (wanted === "") return [...episodes];
  return episodes.filter((episode) => foldForSearch(episode.name).includes(wanted));
}

const foldForSearch = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** "42 cues" or "12 paragraphs": what the transcript an episode shows is made of. */
export function transcriptEntries(transcript: EpisodeTimedTextSummary["transcript"]): string {
  return transcript.timed ? copy.cues(transcript.entries) : copy.paragraphs(transcript.entries);
}

/** The transcript's badge: "None", or where it comes from and its size ("Yours · 42 cues"). */
export function transcriptBadgeText(transcript: EpisodeTimedTextSummary["transcript"]): string {
  if (transcript.origin === null) return copy.none;
  return `${copy.transcriptOrigin[transcript.origin]} · ${transcriptEntries(transcript)}`;
}

/** The chapters' badge: "None", or where they come from and how many ("From the feed · 5 chapters"). */
export function chaptersBadgeText(chapters: EpisodeTimedTextSummary["chapters"]): string {
  if (chapters.origin === null) return copy.none;
  return `${copy.chaptersOrigin[chapters.origin]} · ${copy.chapters(chapters.count)}`;
}
