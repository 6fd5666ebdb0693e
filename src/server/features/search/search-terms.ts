/**
 * A visitor's search as PostgreSQL reads it. The words go to `websearch_to_tsquery`, which takes
 * anything (quotes for phrases, "or", "-" to leave a word out) and never fails on odd input; the
 * last word, while it is still being typed (not quoted, not left out, no space after it), also
 * matches as a prefix, so "leaders" finds "leadership".
 */
export type SearchTerms = {
  /** For websearch_to_tsquery; empty when the prefix is the whole search. */
  words: string;
  /** Letters and digits only, for `to_tsquery('…':*)`; null when there is no open last word. */
  prefix: string | null;
  /**
   * The same words for ranking, any of them (joined by "or", quotes and left-out words dropped):
   * a result is ranked by how much of the search it is about, not by whether the words sit close.
   */
  rankWords: string;
};

/**
 * A word the visitor is still typing: letters and digits at the very end, after a space (a word
 * joined by "-" or "'" is left whole to websearch_to_tsquery, which knows such compounds).
 */
const OPEN_LAST_WORD = /(^|[\s(])([\p{L}\p{N}][\p{L}\p{N}\p{M}]*)$/u;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const quotes = (text.match(/"/g) ?? []).length;
  const last = quotes % 2 === 0 ? OPEN_LAST_WORD.exec(text) : null;
  // Only letters and digits reach to_tsquery's own syntax.
  const prefix = last?.[2]!.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase() ?? "";
  if (!last || prefix === "" || /^(or|and)$/i.test(prefix)) return withRankWords(text, null);
  return withRankWords(text.slice(0, text.length - last[2]!.length).trim(), prefix);
}

function withRankWords(words: string, prefix: string | null): SearchTerms {
  const rankWords = words
    .replace(/"/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && !word.startsWith("-") && !/^(or|and)$/i.test(word))
    .join(" or ");
  return { words, prefix, rankWords };
}
