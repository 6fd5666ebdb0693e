/**
 * SPEC §9 Episode description parser: takeaways and chapters derived from an episode description,
 * used by the episode page only when no transcript record exists (SPEC §2 Episode detail).
 *
 * Two paths, chosen by the shape of the description:
 * - structured: HTML with paragraphs, lists or line breaks. Each <li> is a list item, every other
 *   block is prose.
 * - line-based fallback: no such tags, just lines of text. It is stricter about takeaways (longer
 *   than 25 characters instead of 15) and keeps fewer chapters (15 instead of 20), as the spec says.
 * Both then read each line the same way: a chapter line gives chapters and nothing else; a list item
 * is one takeaway candidate; prose gives one candidate per sentence.
 *
 * It reads upstream text, so it runs in time linear in its input (no pattern here can re-scan the
 * text from every position), and only the first MAX_PARSED_DESCRIPTION_LENGTH characters are read.
 * The episode catalog runs it once per episode when its list is refreshed, never per request.
 */
import { htmlTokens, type HtmlToken } from "./html-tokens.ts";
import { plainText, TEXT_BREAK_TAGS } from "./text.ts";

export const MAX_TAKEAWAYS = 8;
export const MAX_CHAPTERS = 20;
export const MAX_CHAPTERS_LINE_BASED = 15;
export const TAKEAWAY_MUST_BE_LONGER_THAN = 15;
export const TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED = 25;
export const CHAPTER_TITLE_MUST_BE_LONGER_THAN = 3;
/**
 * Takeaways and chapters come from the top of a description; far more than real show notes hold
 * (a long one is 5,000 characters), while a 100,000-character description costs no more than this.
 */
export const MAX_PARSED_DESCRIPTION_LENGTH = 20_000;

export type Chapter = { time: string; seconds: number; title: string };
export type DescriptionHighlights = { takeaways: string[]; chapters: Chapter[] };

/** A line's text, its links' text marked (LINK_START … LINK_END), and whether it is a list item. */
type Line = { text: string; isListItem: boolean };
type Limits = { maxChapters: number; takeawayMustBeLongerThan: number };

const STRUCTURED_LIMITS: Limits = {
  maxChapters: MAX_CHAPTERS,
  takeawayMustBeLongerThan: TAKEAWAY_MUST_BE_LONGER_THAN,
};
const LINE_BASED_LIMITS: Limits = {
  maxChapters: MAX_CHAPTERS_LINE_BASED,
  takeawayMustBeLongerThan: TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED,
};

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
/** An opening tag of these makes a description structured. */
const STRUCTURE_TAGS: ReadonlySet<string> = new Set(["p", "li", "ul", "ol", "br", "div", ...HEADINGS]);
/** In a structured description, these tags end a line. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([...STRUCTURE_TAGS, "blockquote", "tr"]);
// "- ", "* ", "• ", "1. ", "2) ": a hand-written list item.
const BULLET = /^(?:[-*•–—]|\d{1,2}[.)])\s+/;

// 00:00, 0:00, 12:34, 1:02:03. Minutes may exceed 59 without hours ("75:10").
const TIME = String.raw`(?:\d{1,2}:)?\d{1,3}:\d{2}`;
// A timestamp opening the line (bare or bracketed), or one in parentheses anywhere. The lookahead
// keeps times of day such as "3:30pm" out.
const TIMESTAMP = new RegExp(String.raw`^[(\[]?(${TIME})[)\]]?(?![\p{L}\d])|\((${TIME})\)`, "gu");
const TITLE_EDGE_START = /^[\s\-–—:|.,;)\]]+/;
const TITLE_EDGE_END = /[\s\-–—:|,;([]/;
/** A sentence ends at . ! or ? followed by space, except after a title such as "Dr." or "Mrs.". */
const SENTENCE_BREAK = /(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e)\.)(?<=[.!?])\s+/;
// A link's text is marked as the tags are stripped (its address goes with them), so the
// sentence that holds it is known after the line is split into sentences. Private-use characters.
const LINK_START = "\ue000";
const LINK_END = "\ue001";
const LINK_MARK = /[\ue000\ue001]/g;
const hasLinkMark = (text: string) => text.includes(LINK_START) || text.includes(LINK_END);
const withoutLinkMarks = (text: string) => text.replace(LINK_MARK, "");
// An address, with a scheme, "www." or as a bare domain with a path ("facebook.com/groups/…"):
// a name character, a dot, a top-level domain and a slash. Only the end of the domain is matched,
// so no run of "a.a.a…" is tried again from each of its dots.
const LINK = /https?:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\/\S/i;

export function parseEpisodeDescription(html: string): DescriptionHighlights {
  const tokens = htmlTokens(parsedPart(html));
  const structured = tokens.some((token) => token.kind === "tag" && !token.closing && STRUCTURE_TAGS.has(token.name));
  return highlightsOf(linesOf(tokens, structured), structured ? STRUCTURED_LIMITS : LINE_BASED_LIMITS);
}

/** The description up to MAX_PARSED_DESCRIPTION_LENGTH, ending before the tag or line it would cut. */
function parsedPart(html: string): string {
  if (html.length <= MAX_PARSED_DESCRIPTION_LENGTH) return html;
  const part = html.slice(0, MAX_PARSED_DESCRIPTION_LENGTH);
  const lastBreak = Math.max(part.lastIndexOf("<"), part.lastIndexOf("\n"));
  return lastBreak > 0 ? part.slice(0, lastBreak) : part;
}

function toLine(raw: string, insideListItem: boolean): Line | null {
  const text = plainText(raw);
  if (withoutLinkMarks(text).trim() === "") return null;
  const bullet = BULLET.exec(text);
  return bullet
    ? { text: text.slice(bullet[0].length), isListItem: true }
    : { text, isListItem: insideListItem };
}

/**
 * The lines of the description: each line break in the text ends one, and so, in a structured
 * description, does each block tag. A link's text is marked when the link closes on its line.
 */
function linesOf(tokens: readonly HtmlToken[], structured: boolean): Line[] {
  const lines: Line[] = [];
  let insideListItem = false;
  let raw = "";
  // Where the current line's open link starts, or -1.
  let linkStart = -1;
  const endLine = () => {
    if (linkStart !== -1) raw = raw.slice(0, linkStart) + raw.slice(linkStart + LINK_START.length);
    const line = toLine(raw, insideListItem);
    if (line) lines.push(line);
    raw = "";
    linkStart = -1;
  };
  for (const token of tokens) {
    if (token.kind === "text") {
      token.text.split(/\r?\n/).forEach((part, index) => {
        if (index > 0) endLine();
        raw += part;
      });
    } else if (structured && BLOCK_TAGS.has(token.name)) {
      endLine();
      // A closing </li> is optional in HTML, so the end of the list also ends the item.
      if (token.name === "li") insideListItem = !token.closing;
      else if (token.closing && (token.name === "ul" || token.name === "ol")) insideListItem = false;
    } else if (token.name === "a") {
      if (!token.closing && linkStart === -1) {
        linkStart = raw.length;
        raw += LINK_START;
      } else if (token.closing && linkStart !== -1) {
        raw += LINK_END;
        linkStart = -1;
      }
    } else if (TEXT_BREAK_TAGS.has(token.name)) {
      raw += " ";
    }
  }
  endLine();
  return lines;
}

function highlightsOf(lines: readonly Line[], limits: Limits): DescriptionHighlights {
  const chapters: Chapter[] = [];
  const listItems: string[] = [];
  const prose: string[] = [];
  for (const line of lines) {
    const lineChapters = chaptersInLine(withoutLinkMarks(line.text));
    if (lineChapters) chapters.push(...lineChapters);
    else if (line.isListItem) listItems.push(line.text);
    else prose.push(line.text);
  }
  // The author's own list items read as takeaways best, so they come before prose sentences.
  const candidates = [...listItems, ...prose.flatMap((text) => text.split(SENTENCE_BREAK))];
  return {
    takeaways: distinctTakeaways(candidates, limits.takeawayMustBeLongerThan),
    chapters: distinctChapters(chapters).slice(0, limits.maxChapters),
  };
}

/** Seconds of a timestamp, or null when it is no valid time ("0:75"). */
export function timestampSeconds(time: string): number | null {
  const parts = time.split(":").map(Number);
  const [first = 0, second = 0, third] = parts;
  if (third === undefined) return second < 60 ? first * 60 + second : null;
  return second < 60 && third < 60 ? first * 3600 + second * 60 + third : null;
}

/** `text` without the characters at its end that `edge` matches, checked one at a time from the end. */
function trimEnd(text: string, edge: RegExp): string {
  let end = text.length;
  while (end > 0 && edge.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

function cleanTitle(text: string): string {
  return trimEnd(text.replace(TITLE_EDGE_START, ""), TITLE_EDGE_END);
}

/**
 * The chapters of one line, or null when the line holds no timestamp and so is no chapter line.
 * A line that opens with a timestamp has its titles after each timestamp ("00:00 Intro",
 * "(00:00) Intro (04:10) Her story"); otherwise each title comes before its parenthesised
 * timestamp ("Intro (00:00) Her story (04:10)"). A title of 3 characters or fewer is dropped.
 */
function chaptersInLine(line: string): Chapter[] | null {
  const stamps = [...line.matchAll(TIMESTAMP)].flatMap((match) => {
    const time = match[1] ?? match[2] ?? "";
    const seconds = timestampSeconds(time);
    return seconds === null
      ? []
      : [{ time, seconds, start: match.index, end: match.index + match[0].length }];
  });
  if (stamps.length === 0) return null;

  const titlesFollow = stamps[0]?.start === 0;
  const chapters: Chapter[] = [];
  stamps.forEach((stamp, index) => {
    const segment = titlesFollow
      ? line.slice(stamp.end, stamps[index + 1]?.start ?? line.length)
      : line.slice(stamps[index - 1]?.end ?? 0, stamp.start);
    const title = cleanTitle(segment);
    if (title.length > CHAPTER_TITLE_MUST_BE_LONGER_THAN) {
      chapters.push({ time: stamp.time, seconds: stamp.seconds, title });
    }
  });
  return chapters;
}

function distinctChapters(chapters: readonly Chapter[]): Chapter[] {
  const seen = new Set<string>();
  return [...chapters]
    .sort((a, b) => a.seconds - b.seconds)
    .filter((chapter) => {
      const key = `${chapter.seconds} ${chapter.title.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function takeawayKey(text: string): string {
  return trimEnd(text.toLowerCase(), /[.!?]/);
}

/**
 * Candidates longer than the limit, each once, at most MAX_TAKEAWAYS. Links (an address, or the
 * text of a link in the HTML: "Free worksheet: <a href=…>the guide</a>"), questions ("Leading
 * through change yourself?", a call to listen) and lead-ins ending in ':' ("In this episode we
 * cover:") are not takeaways: a takeaway is something the episode says.
 */
function distinctTakeaways(candidates: readonly string[], mustBeLongerThan: number): string[] {
  const seen = new Set<string>();
  const takeaways: string[] = [];
  for (const candidate of candidates) {
    const text = candidate.trim();
    if (hasLinkMark(text)) continue;
    if (text.length <= mustBeLongerThan || LINK.test(text) || text.endsWith(":") || text.endsWith("?")) continue;
    const key = takeawayKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    takeaways.push(text);
    if (takeaways.length === MAX_TAKEAWAYS) break;
  }
  return takeaways;
}
