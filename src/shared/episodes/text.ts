/**
 * Plain text from episode HTML (SPEC §3: an episode description may contain HTML).
 * Not a sanitizer: the result is text to render as text, never to inject as HTML.
 */
import { decodeEntities } from "#shared/html-entities.ts";
import { htmlTokens } from "./html-tokens.ts";

/** Tags that end a line of text: without a space the words either side would glue together. */
export const TEXT_BREAK_TAGS: ReadonlySet<string> = new Set([
  ..."br p li ul ol div blockquote tr td th section article header footer".split(" "),
  ..."h1 h2 h3 h4 h5 h6".split(" "),
]);

/** Decodes entities and collapses whitespace: text already free of tags, ready to show. */
export function plainText(text: string): string {
  // Decoding after removing tags keeps an encoded "&lt;b&gt;" as visible text.
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** Removes tags (block tags become spaces), decodes entities and collapses whitespace. Linear time. */
export function stripHtml(html: string): string {
  return htmlBlocks(html).join(" ");
}

/** The text of each block of `html` (a paragraph, heading, list item, line…) as by `stripHtml`; empty ones left out. */
export function htmlBlocks(html: string): string[] {
  const blocks: string[] = [];
  let text = "";
  const endBlock = () => {
    const block = plainText(text);
    if (block !== "") blocks.push(block);
    text = "";
  };
  for (const token of htmlTokens(html)) {
    if (token.kind === "text") text += token.text;
    else if (TEXT_BREAK_TAGS.has(token.name)) endBlock();
  }
  endBlock();
  return blocks;
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
