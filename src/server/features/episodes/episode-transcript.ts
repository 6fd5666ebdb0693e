import type { TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import { parseTranscript, type Transcript } from "#shared/timed-text/parse-transcript.ts";
import type { EpisodeTimedTextOf } from "./episode-timed-text.ts";

/**
 * The transcript an episode shows: the one the owner gave on the dashboard, else the transcript
 * text of the owner's transcript record (SPEC §3, paragraphs), else the feed's file.
 */
export function episodeTranscript(
  timedText: EpisodeTimedTextOf,
  record: Pick<TranscriptRecord, "transcript"> | null,
): Transcript | null {
  if (timedText.transcriptFromOwner) return timedText.transcript;
  if (record?.transcript) return parseTranscript(record.transcript, "text/plain");
  return timedText.transcript;
}
