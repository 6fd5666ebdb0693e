/**
 * One character that shows nothing: the soft hyphen, zero-width space and joiners, direction marks
 * and embeddings, the word joiner and invisible operators, isolates and the byte order mark. A
 * listed set, not all of Unicode's Cf: emoji tag sequences (a Scottish flag) and Arabic number
 * signs are Cf too, and they show. Free of zod, for the blog's content check in the browser.
 */
export const INVISIBLE_CHARACTER = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
