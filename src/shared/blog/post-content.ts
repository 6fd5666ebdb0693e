/**
 * SPEC §5 "Content is required": a post body must show something. Markup alone ("<p> </p>",
 * "<p>&nbsp;</p><br>") shows nothing, but an image or a video player does, even without text.
 * Pure string work so the admin form and the server give the same answer; the server also asks it
 * again of the sanitized HTML, where unsafe parts are already gone.
 */

import { INVISIBLE_CHARACTER } from "#shared/invisible-characters.ts";

const MEDIA_TAG = /<(?:img|iframe|video)\b/i;
/** An HTML comment, or one left open to the end. */
export const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// Only what a browser reads as a tag ("<p>", "</p>", "<!doctype>"): a lone "<" in "a < b" is text.
// A tag stops at the next "<", so a body of unclosed "<a<a<a..." is read in one pass, not one per "<".
const TAG = /<\/?[a-z!][^<>]*>/gi;
const NO_BREAK_SPACE = /&(?:nbsp|#160|#x0*a0);/gi;
const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, "gu");

export function hasVisibleContent(html: string): boolean {
  const withoutComments = html.replace(HTML_COMMENT, "");
  if (MEDIA_TAG.test(withoutComments)) return true;
  // trim() also removes the no-break spaces the entities stand for; invisible characters (a
  // zero-width space) show nothing either.
  return (
    withoutComments.replace(TAG, "").replace(NO_BREAK_SPACE, " ").replace(INVISIBLE_CHARACTERS, "").trim() !==
    ""
  );
}
