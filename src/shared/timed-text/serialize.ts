/**
 * Transcripts written back out: as WebVTT (the `/episode/{id}/transcript.vtt` address, and what a
 * parsed upload is stored as) and as plain text; and the player's display form of a time.
 */
import type { Transcript } from "./timed-text.ts";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A time as the site shows it: "0:05", "12:34" or "1:02:03" (whole seconds, rounded down). */
export function formatTimestamp(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** "00:01:02.500": WebVTT's full timestamp form. */
function vttTimestamp(seconds: number): string {
  const milliseconds = Math.max(0, Math.round(seconds * 1000));
  const whole = Math.floor(milliseconds / 1000);
  const hours = Math.floor(whole / 3600);
  return `${twoDigits(hours)}:${twoDigits(Math.floor((whole % 3600) / 60))}:${twoDigits(whole % 60)}.${String(milliseconds % 1000).padStart(3, "0")}`;
}

/** Text that WebVTT reads back as the same text: no markup, no line break (which would end the cue). */
const vttText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[\r\n]+/g, " ");

/** A WebVTT file of a timed transcript, each speaker in a voice span; null for an untimed one. */
export function transcriptToWebVtt(transcript: Transcript): string | null {
  if (!transcript.timed) return null;
  const cues = transcript.cues.map((cue) => {
    const voice = cue.speaker ? `<v ${vttText(cue.speaker)}>` : "";
    return `${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}\n${voice}${vttText(cue.text)}`;
  });
  return `${["WEBVTT", ...cues].join("\n\n")}\n`;
}

/** "Speaker: text" paragraphs separated by blank lines; a timed cue starts with its time, "[1:05]". */
export function transcriptToText(transcript: Transcript): string {
  const blocks = transcript.timed
    ? transcript.cues.map(
        (cue) => `[${formatTimestamp(cue.startSeconds)}] ${cue.speaker ? `${cue.speaker}: ` : ""}${cue.text}`,
      )
    : transcript.paragraphs.map(
        (paragraph) => `${paragraph.speaker ? `${paragraph.speaker}: ` : ""}${paragraph.text}`,
      );
  return `${blocks.join("\n\n")}\n`;
}
