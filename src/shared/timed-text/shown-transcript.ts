import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import { parseTranscript } from "./parse-transcript.ts";
import type { Chapter, Transcript } from "./timed-text.ts";

/** An episode's transcript and chapters as the server keeps them (from the feed or the owner). */
export type EpisodeTimedTextOf = {
  transcript: Transcript | null;
  /** The transcript is the owner's (given on the dashboard), not the feed's. */
  transcriptFromOwner: boolean;
  chapters: Chapter[] | null;
};

export type ShownTranscript = { origin: "owner" | "record" | "feed"; transcript: Transcript };

/**
 * The transcript an episode shows, and where it comes from: the one the owner gave on the
 * dashboard, else the transcript text of the owner's transcript record (SPEC §3, paragraphs), else
 * the feed's file; null when there is none.
 */
export function episodeTranscript(
  timedText: EpisodeTimedTextOf,
  record: Pick<TranscriptRecord, "transcript"> | null,
): ShownTranscript | null {
  if (timedText.transcriptFromOwner && timedText.transcript)
    return { origin: "owner", transcript: timedText.transcript };
  if (record?.transcript)
    return { origin: "record", transcript: parseTranscript(record.transcript, "text/plain") };
  return timedText.transcript ? { origin: "feed", transcript: timedText.transcript } : null;
}
