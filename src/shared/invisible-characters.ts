/**
 * One character that shows nothing: control characters (but tab, line feed and carriage return,
 * which are whitespace, and NUL, which is refused outright), the soft hyphen, the combining
 * grapheme joiner, the Hangul fillers and the braille blank, the Mongolian vowel separator,
 * zero-width space and joiners, direction marks and embeddings, the word joiner and invisible
 * operators, isolates and the byte order mark. A listed set, not all of Unicode's Cf: emoji tag
 * sequences (a Scottish flag) and Arabic number signs are Cf too, and they show; so do the
 * variation selectors that end an emoji. Free of zod, for the blog's content check in the browser.
 */
export const INVISIBLE_CHARACTER =
  // Control characters and a lone combining joiner are what this pattern is for.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u115f\u1160\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u180e\u2800\u3164\ufeff\uffa0]/u;
