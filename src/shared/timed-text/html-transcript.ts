/**
 * HTML transcripts as Podcasting 2.0 recommends them: groups of `<cite>Speaker:</cite>
 * <time>0:00</time> <p>text</p>`. Read with the site's one-pass tag scanner (`html-tokens.ts`), never
 * a DOM: only the words come out, every tag is dropped, and script and style content is left out.
 */
import { htmlTokens } from "#shared/episodes/html-tokens.ts";
import {
  checkInput,
  clockSeconds,
  collapseSpaces,
  decodeTextEntities,
  pushCue,
  timedTranscript,
  toMilliseconds,
  tooLongError,
  withoutBom,
} from "./text-input.ts";
import {
  MAX_CUES,
  TimedTextError,
  TRANSCRIPT_MAX_BYTES,
  type Cue,
  type Paragraph,
  type Transcript,
} from "./timed-text.ts";

/** Tags that end a paragraph where they open or close. */
const BLOCK_TAGS = new Set([
  "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
  "blockquote", "table", "tr", "td", "th", "header", "footer", "main", "body", "hr", "figure", "figcaption",
]); // prettier-ignore

/** When the last paragraph has no later <time>, it is taken to last this long. */
const LAST_CUE_SECONDS = 30;

type Entry = Paragraph & { time: number | null; nextTime: number | null };

/** Leading <!DOCTYPE …> and <?xml …?> declarations, which the tag scanner would read as text. */
function withoutDeclarations(html: string): string {
  let at = 0;
  for (;;) {
    while (at < html.length && /\s/.test(html.charAt(at))) at += 1;
    if (!html.startsWith("<!", at) && !html.startsWith("<?", at)) break;
    if (html.startsWith("<!--", at)) break; // a comment: the scanner leaves it out
    const end = html.indexOf(">", at);
    if (end === -1) return "";
    at = end + 1;
  }
  return html.slice(at);
}

export function parseHtmlTranscript(text: string): Transcript {
  checkInput(text, TRANSCRIPT_MAX_BYTES, "transcript");
  const entries: Entry[] = [];
  let speaker: string | null = null;
  let pendingTime: number | null = null;
  let lastTime = -1;
  let timeCount = 0;
  // Entries from this index on still wait for the next <time>, which is where they end.
  let waitingForTime = 0;
  let paragraph: string[] = [];
  // The element whose text is being read apart from the paragraph's, if any.
  let field: { name: "cite" | "time" | "title"; text: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const words = collapseSpaces(paragraph.join(""));
    paragraph = [];
    if (!words) return;
    // Each becomes a cue or a paragraph: either way there may be at most MAX_CUES.
    if (entries.length >= MAX_CUES) throw tooLongError(timeCount > 0 ? "cues" : "paragraphs");
    entries.push({ speaker, text: words, time: pendingTime, nextTime: null });
    pendingTime = null;
  };
  const endField = () => {
    if (!field) return;
    const words = collapseSpaces(field.text.join(""));
    if (field.name === "cite") speaker = words.replace(/:$/, "").trimEnd() || null;
    if (field.name === "time") {
      timeCount += 1;
      const seconds = clockSeconds(words, "optional");
      const quoted = `Time ${timeCount} ("${words.slice(0, 40)}")`;
      if (seconds === null) throw new TimedTextError(`${quoted} must look like 1:02:03 or 12:34.`);
      if (seconds < lastTime) throw new TimedTextError(`${quoted} is earlier than the time before it.`);
      lastTime = seconds;
      pendingTime = seconds;
      for (; waitingForTime < entries.length; waitingForTime += 1) {
        entries[waitingForTime]!.nextTime = seconds;
      }
    }
    field = null;
  };

  for (const token of htmlTokens(withoutDeclarations(withoutBom(text)))) {
    if (token.kind === "text" || token.name === "br") {
      (field ? field.text : paragraph).push(token.kind === "text" ? decodeTextEntities(token.text) : " ");
      continue;
    }
    if (token.name === "cite" || token.name === "time" || token.name === "title") {
      if (token.closing) {
        if (field?.name === token.name) endField();
      } else {
        endField();
        endParagraph();
        field = { name: token.name, text: [] };
      }
    } else if (BLOCK_TAGS.has(token.name)) {
      // A cite or time never holds a paragraph: one left open ends here.
      endField();
      endParagraph();
    }
  }
  endField();
  endParagraph();

  if (entries.length === 0) throw new TimedTextError("The transcript has no text.");
  if (timeCount === 0) {
    return { timed: false, paragraphs: entries.map(({ speaker, text }) => ({ speaker, text })) };
  }

  // A paragraph without its own time starts with the one before it (at 0 before the first time),
  // and each ends at the next time after it in the file.
  const cues: Cue[] = [];
  let start = 0;
  for (const entry of entries) {
    start = entry.time ?? start;
    const endSeconds = entry.nextTime ?? start + LAST_CUE_SECONDS;
    pushCue(cues, {
      startSeconds: start,
      endSeconds: toMilliseconds(endSeconds),
      speaker: entry.speaker,
      text: entry.text,
    });
  }
  return timedTranscript(cues);
}
