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
 */
import { stripHtml } from "./text.ts";

export const MAX_TAKEAWAYS = 8;
export const MAX_CHAPTERS = 20;
export const MAX_CHAPTERS_LINE_BASED = 15;
export const TAKEAWAY_MUST_BE_LONGER_THAN = 15;
export const TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED = 25;
export const CHAPTER_TITLE_MUST_BE_LONGER_THAN = 3;

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

const STRUCTURE_TAG = /<(?:p|li|ul|ol|br|div|h[1-6])\b/i;
const BLOCK_TAG = /<(\/?)(p|li|ul|ol|br|div|h[1-6]|blockquote|tr)\b[^>]*>/gi;
// "- ", "* ", "• ", "1. ", "2) ": a hand-written list item.
const BULLET = /^(?:[-*•–—]|\d{1,2}[.)])\s+/;

// 00:00, 0:00, 12:34, 1:02:03. Minutes may exceed 59 without hours ("75:10").
const TIME = String.raw`(?:\d{1,2}:)?\d{1,3}:\d{2}`;
// A timestamp opening the line (bare or bracketed), or one in parentheses anywhere. The lookahead
// keeps times of day such as "3:30pm" out.
const TIMESTAMP = new RegExp(String.raw`^[(\[]?(${TIME})[)\]]?(?![\p{L}\d])|\((${TIME})\)`, "gu");
const TITLE_EDGE_START = /^[\s\-–—:|.,;)\]]+/;
const TITLE_EDGE_END = /[\s\-–—:|,;([]+$/;
/** A sentence ends at . ! or ? followed by space, except after a title such as "Dr." or "Mrs.". */
const SENTENCE_BREAK = /(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e)\.)(?<=[.!?])\s+/;
// A link's text is marked before the tags are stripped (its address goes with them), so the
// sentence that holds it is known after the line is split into sentences. Private-use characters.
const ANCHOR = /<a\s[^>]*>(.*?)<\/a>/gis;
const LINK_START = "\ue000";
const LINK_END = "\ue001";
const LINK_MARK = /[\ue000\ue001]/g;
const hasLinkMark = (text: string) => text.includes(LINK_START) || text.includes(LINK_END);
const withoutLinkMarks = (text: string) => text.replace(LINK_MARK, "");
// An address, with a scheme, "www." or as a bare domain with a path ("facebook.com/groups/…").
const LINK = /https?:\/\/|www\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S/i;

export function parseEpisodeDescription(html: string): DescriptionHighlights {
  return STRUCTURE_TAG.test(html)
    ? highlightsOf(structuredLines(html), STRUCTURED_LIMITS)
    : highlightsOf(plainLines(html), LINE_BASED_LIMITS);
}

function toLine(raw: string, insideListItem: boolean): Line | null {
  const text = stripHtml(raw.replace(ANCHOR, (_anchor, inner: string) => `${LINK_START}${inner}${LINK_END}`));
  if (withoutLinkMarks(text).trim() === "") return null;
  const bullet = BULLET.exec(text);
  return bullet
    ? { text: text.slice(bullet[0].length), isListItem: true }
    : { text, isListItem: insideListItem };
}

function structuredLines(html: string): Line[] {
  const lines: Line[] = [];
  let insideListItem = false;
  let blockStart = 0;
  const addBlock = (block: string) => {
    for (const raw of block.split(/\r?\n/)) {
      const line = toLine(raw, insideListItem);
      if (line) lines.push(line);
    }
  };
  for (const tag of html.matchAll(BLOCK_TAG)) {
    addBlock(html.slice(blockStart, tag.index));
    blockStart = tag.index + tag[0].length;
    const [, closing, name] = tag;
    // A closing </li> is optional in HTML, so the end of the list also ends the item.
    if (name?.toLowerCase() === "li") insideListItem = closing === "";
    else if (closing === "/" && /^(?:ul|ol)$/i.test(name ?? "")) insideListItem = false;
  }
  addBlock(html.slice(blockStart));
  return lines;
}

function plainLines(text: string): Line[] {
  return text
    .split(/\r?\n/)
    .map((raw) => toLine(raw, false))
    .filter((line): line is Line => line !== null);
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

function cleanTitle(text: string): string {
  return text.replace(TITLE_EDGE_START, "").replace(TITLE_EDGE_END, "");
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
  return text.toLowerCase().replace(/[.!?]+$/, "");
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
    if (text.length <= mustBeLongerThan || LINK.test(text) || /[:?]$/.test(text)) continue;
    const key = takeawayKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    takeaways.push(text);
    if (takeaways.length === MAX_TAKEAWAYS) break;
  }
  return takeaways;
}
