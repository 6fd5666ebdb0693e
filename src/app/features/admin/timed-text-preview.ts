import type { TimedTextKind, TranscriptUploadFormat } from "#shared/admin/episode-timed-text.ts";
import { TRANSCRIPT_UPLOAD_FORMATS } from "#shared/admin/episode-timed-text.ts";
import {
  CHAPTERS_MAX_BYTES,
  formatTimestamp,
  parseChapters,
  parseTranscript,
  TimedTextError,
  TRANSCRIPT_MAX_BYTES,
  transcriptFormat,
  type TranscriptFormat,
} from "#shared/timed-text/parse-transcript.ts";

/** How many cues, paragraphs or chapters the preview lists; the rest are counted. */
export const PREVIEW_LINES = 20;

/** One line of the preview: a cue, a paragraph or a chapter. */
export type PreviewLine = { time: string | null; speaker: string | null; text: string };

export type TimedTextPreview =
  /** Nothing given yet: nothing to save, and nothing wrong either. */
  | { state: "empty" }
  /** The parser's reason, in its own words (written for the owner). */
  | { state: "invalid"; message: string }
  | {
      state: "valid";
      /** The format the text is read as: the one chosen, or the one "Auto-detect" found. */
      format: TranscriptFormat | "chapters";
      /** Cues or chapters have times; an untimed transcript has paragraphs. */
      timed: boolean;
      count: number;
      lines: PreviewLine[];
    };

/**
 * The owner's text as the server will read it, with the same parsers: a transcript in `format`
 * (Auto-detect lets the text say) or a JSON chapters file. Only the parsers' own complaints are
 * shown to the owner; anything else is a fault of the site and is not hidden.
 */
export function timedTextPreview(
  kind: TimedTextKind,
  text: string,
  format: TranscriptUploadFormat = "auto",
): TimedTextPreview {
  if (text.trim() === "") return { state: "empty" };
  try {
    return kind === "chapters" ? chaptersPreview(text) : transcriptPreview(text, format);
  } catch (error) {
    if (error instanceof TimedTextError) return { state: "invalid", message: error.message };
    throw error;
  }
}

function transcriptPreview(text: string, format: TranscriptUploadFormat): TimedTextPreview {
  const mediaType = TRANSCRIPT_UPLOAD_FORMATS[format];
  const transcript = parseTranscript(text, mediaType);
  const readAs = transcriptFormat(text, mediaType);
  if (transcript.timed) {
    return {
      state: "valid",
      format: readAs,
      timed: true,
      count: transcript.cues.length,
      lines: transcript.cues.slice(0, PREVIEW_LINES).map((cue) => ({
        time: formatTimestamp(cue.startSeconds),
        speaker: cue.speaker,
        text: cue.text,
      })),
    };
  }
  return {
    state: "valid",
    format: readAs,
    timed: false,
    count: transcript.paragraphs.length,
    lines: transcript.paragraphs
      .slice(0, PREVIEW_LINES)
      .map((paragraph) => ({ time: null, speaker: paragraph.speaker, text: paragraph.text })),
  };
}

function chaptersPreview(text: string): TimedTextPreview {
  const chapters = parseChapters(text);
  return {
    state: "valid",
    format: "chapters",
    timed: true,
    count: chapters.length,
    lines: chapters.slice(0, PREVIEW_LINES).map((chapter) => ({
      time: formatTimestamp(chapter.startSeconds),
      speaker: null,
      text: chapter.title,
    })),
  };
}

/** The largest file the owner may give, as the server bounds the text (UTF-8 bytes). */
export const timedTextMaxBytes = (kind: TimedTextKind) =>
  kind === "chapters" ? CHAPTERS_MAX_BYTES : TRANSCRIPT_MAX_BYTES;

/** The files each dialog offers to open, by name (a file's `type` is often empty for .vtt or .srt). */
export const TIMED_TEXT_FILE_EXTENSIONS: Readonly<Record<TimedTextKind, readonly string[]>> = {
  transcript: [".vtt", ".srt", ".txt", ".json", ".html", ".htm"],
  chapters: [".json"],
};

/** The format a transcript file's name says it is in; Auto-detect for a name that says nothing. */
const FORMAT_OF_EXTENSION: Readonly<Record<string, TranscriptUploadFormat>> = {
  ".vtt": "webvtt",
  ".srt": "srt",
  ".json": "json",
  ".html": "html",
  ".htm": "html",
  ".txt": "text",
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};

export function transcriptFormatOfFileName(name: string): TranscriptUploadFormat {
  return Object.hasOwn(FORMAT_OF_EXTENSION, extensionOf(name))
    ? FORMAT_OF_EXTENSION[extensionOf(name)]!
    : "auto";
}

export type TimedTextFileProblem = "wrongType" | "tooLarge";

/**
 * Why a picked file is not read, before reading it: a kind of file the dialog does not take (an
 * audio file, an image), or one larger than the server keeps (checked on its size, so a huge file
 * is never read into the page).
 */
export function timedTextFileProblem(
  file: { name: string; size: number },
  kind: TimedTextKind,
): TimedTextFileProblem | null {
  if (!TIMED_TEXT_FILE_EXTENSIONS[kind].includes(extensionOf(file.name))) return "wrongType";
  if (file.size > timedTextMaxBytes(kind)) return "tooLarge";
  return null;
}
