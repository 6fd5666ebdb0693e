/**
 * Plain text from episode HTML (SPEC §3: an episode description may contain HTML).
 * Not a sanitizer: the result is text to render as text, never to inject as HTML.
 */
import { decodeEntities } from "../html-entities.ts";

// Tags that end a line of text: without a space the words either side would glue together.
const BLOCK_TAG =
  /<\/?(?:br|p|li|ul|ol|div|h[1-6]|blockquote|tr|td|th|section|article|header|footer)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// Their content is code or styling, never words for the reader.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Removes tags (block tags become spaces), decodes entities and collapses whitespace. */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(COMMENT, "")
    .replace(SCRIPT_OR_STYLE, "")
    .replace(BLOCK_TAG, " ")
    .replace(ANY_TAG, "");
  // Decoding after removing tags keeps an encoded "&lt;b&gt;" as visible text.
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/**
 * The text cut at `max` characters plus '...' when it is longer, else unchanged (SPEC §2, §9).
 * Counts code points, so an emoji is never split in half.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("")}...`;
}
