/**
 * Podcasting 2.0 JSON transcripts (`application/json`): `{ "version": "1.0.0", "segments": [{
 * "speaker"?, "startTime", "endTime", "body" }] }`. Generators often write one word per segment, so
 * consecutive segments are merged into readable cues.
 */
import { z } from "#shared/zod.ts";
import {
  checkInput,
  collapseSpaces,
  parseJsonInput,
  pushCue,
  shapeError,
  timedTranscript,
  toMilliseconds,
} from "./text-input.ts";
import { TimedTextError, TRANSCRIPT_MAX_BYTES, type Cue, type Transcript } from "./timed-text.ts";

const seconds = z.number().min(0);

const podcastTranscriptSchema = z.object({
  segments: z.array(
    z.object({
      speaker: z.string().nullish(),
      startTime: seconds,
      endTime: seconds,
      body: z.string(),
    }),
  ),
});

/** Cue boundaries: a pause longer than this, a cue this long, a sentence end after this many words. */
const MAX_PAUSE_SECONDS = 2;
const TARGET_CUE_SECONDS = 20;
const MIN_WORDS_BEFORE_SENTENCE_BREAK = 4;

const SHAPE =
  'A JSON transcript must look like {"version": "1.0.0", "segments": [{"startTime": 0, "endTime": 1.5, "body": "Hello"}]}.';

/** After a sentence's end: ".", "!", "?" or "…", and any closing quotes or brackets after it. */
function endsSentence(text: string): boolean {
  let at = text.length - 1;
  while (at >= 0 && "\"'”’)]".includes(text.charAt(at))) at -= 1;
  return at >= 0 && ".!?…".includes(text.charAt(at));
}

/** A cue being built from segments: its words so far, and the last segment's, for a sentence's end. */
type OpenCue = {
  startSeconds: number;
  endSeconds: number;
  speaker: string | null;
  parts: string[];
  words: number;
  lastBody: string;
};

const joinsWithoutSpace = (body: string) => ",.;:!?…)]”’%".includes(body.charAt(0));

export function parsePodcastJsonTranscript(text: string): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  const json = parseJsonInput(text, "transcript");
  const parsed = podcastTranscriptSchema.safeParse(json);
  if (!parsed.success) throw shapeError(parsed.error.issues[0], "segments", "Segment", SHAPE);
  parsed.data.segments.forEach((segment, index) => {
    if (segment.endTime < segment.startTime) {
      throw new TimedTextError(`Segment ${index + 1}: "endTime" is before "startTime".`);
    }
  });

  const cues: Cue[] = [];
  let cue: OpenCue | null = null;
  const endCue = () => {
    if (!cue) return;
    const { startSeconds, endSeconds, speaker, parts } = cue;
    pushCue(cues, {
      startSeconds: toMilliseconds(startSeconds),
      endSeconds: toMilliseconds(endSeconds),
      speaker,
      text: parts.join(""),
    });
  };
  for (const segment of parsed.data.segments.toSorted((a, b) => a.startTime - b.startTime)) {
    const body = collapseSpaces(segment.body);
    if (!body) continue;
    const speaker = collapseSpaces(segment.speaker ?? "") || null;
    const startsNewCue =
      !cue ||
      speaker !== cue.speaker ||
      segment.startTime - cue.endSeconds > MAX_PAUSE_SECONDS ||
      cue.endSeconds - cue.startSeconds >= TARGET_CUE_SECONDS ||
      (cue.words >= MIN_WORDS_BEFORE_SENTENCE_BREAK && endsSentence(cue.lastBody));
    if (startsNewCue || !cue) {
      endCue();
      cue = {
        startSeconds: segment.startTime,
        endSeconds: segment.endTime,
        speaker,
        parts: [body],
        words: 0,
        lastBody: body,
      };
    } else {
      cue.parts.push(joinsWithoutSpace(body) ? body : ` ${body}`);
      cue.endSeconds = Math.max(cue.endSeconds, segment.endTime);
      cue.lastBody = body;
    }
    cue.words += body.split(" ").length;
  }
  endCue();
  return timedTranscript(cues);
}
