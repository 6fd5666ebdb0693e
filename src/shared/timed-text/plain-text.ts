/**
 * Plain-text transcripts: paragraphs separated by blank lines. A line that starts with a short name
 * and a colon ("Jane Doe: Welcome back.") names the speaker and starts a paragraph of its own; a
 * name alone on its line ("Jane Doe:") names the speaker of the text after it.
 */
import { checkInput, collapseSpaces, lines, pushParagraph } from "./text-input.ts";
import { TimedTextError, TRANSCRIPT_MAX_BYTES, type Paragraph, type Transcript } from "./timed-text.ts";

const MAX_NAME_LENGTH = 40;
const MAX_NAME_WORDS = 4;
/** A word of a name: "Jane", "O'Brien", "Dr.", "2", "(Host)", "SPEAKER_01"; not "said" or "today,". */
const NAME_WORD = /^[\p{Lu}\p{Lt}\d(][\p{L}\p{M}\d.'’&()_-]*$/u;

/** The speaker and the rest of a line that starts with "Name:", or null. */
export function speakerLabel(line: string): { speaker: string; rest: string } | null {
  const colon = line.slice(0, MAX_NAME_LENGTH + 1).indexOf(":");
  if (colon < 1) return null;
  const after = line.charAt(colon + 1);
  if (after !== "" && !/\s/.test(after)) return null; // "https://", "12:30"
  const speaker = collapseSpaces(line.slice(0, colon));
  const words = speaker.split(" ");
  if (words.length > MAX_NAME_WORDS || !words.every((word) => NAME_WORD.test(word))) return null;
  return { speaker, rest: line.slice(colon + 1).trim() };
}

export function parsePlainTextTranscript(text: string): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  const paragraphs: Paragraph[] = [];
  let speaker: string | null = null;
  let parts: string[] = [];
  const endParagraph = () => {
    const words = collapseSpaces(parts.join(" "));
    parts = [];
    if (!words) return;
    pushParagraph(paragraphs, { speaker, text: words });
    speaker = null;
  };
  for (const line of lines(text)) {
    if (line.trim() === "") {
      // A name alone before a blank line keeps its speaker for the paragraph after it.
      endParagraph();
      continue;
    }
    const label = speakerLabel(line.trim());
    if (label) {
      endParagraph();
      speaker = label.speaker;
      parts.push(label.rest);
    } else {
      parts.push(line);
    }
  }
  endParagraph();
  if (paragraphs.length === 0) throw new TimedTextError("The transcript has no text.");
  return { timed: false, paragraphs };
}
