/**
 * Episode HTML (SPEC §3: a description may contain HTML) read as text and tags, in one pass from
 * left to right. Descriptions are up to 100,000 characters of upstream text, and the patterns this
 * replaces (`<tag[^>]*>`, `<a …>.*?</a>`) searched the rest of the text again from every "<" that
 * never closed, which took seconds on a crafted description. Here a search for a closing ">" or
 * "</script>" runs forward from where the last one ended, and one that finds nothing is not
 * repeated, so the whole read is linear in the length of the input.
 * Not a sanitizer and not a full HTML parser: what it gives is only ever shown as text.
 */
export type HtmlToken = { kind: "text"; text: string } | { kind: "tag"; name: string; closing: boolean };

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameCharacter = (code: number) => isLetter(code) || (code >= 48 && code <= 57);

/** Their content is code or styling, never words for the reader. */
const RAW_TEXT_TAGS = new Set(["script", "style"]);

/**
 * The text and tags of `html`. Comments, and the content of script and style elements, are left
 * out. A "<" that opens no tag (not followed by a letter, or with no ">" after it) is text, as
 * is a script or style element's content when the element is never closed.
 */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let at = 0;
  // The first ">" at or after the current tag's name; -1 once there is none left in the text.
  let nextTagEnd = 0;
  const unclosedRawText = new Set<string>();
  const pushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: "text", text: html.slice(textStart, end) });
  };

  for (;;) {
    const open = html.indexOf("<", at);
    if (open === -1) break;
    if (html.startsWith("<!--", open)) {
      pushText(open);
      const end = html.indexOf("-->", open + 4);
      at = textStart = end === -1 ? html.length : end + 3;
      continue;
    }
    const closing = html.charCodeAt(open + 1) === 47; // "/"
    const nameStart = open + (closing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      at = open + 1;
      continue;
    }
    if (nextTagEnd !== -1 && nextTagEnd < nameStart) nextTagEnd = html.indexOf(">", nameStart);
    if (nextTagEnd === -1) break;
    let nameEnd = nameStart;
    while (nameEnd < nextTagEnd && isNameCharacter(html.charCodeAt(nameEnd))) nameEnd += 1;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    pushText(open);
    tokens.push({ kind: "tag", name, closing });
    at = textStart = nextTagEnd + 1;

    if (!closing && RAW_TEXT_TAGS.has(name) && !unclosedRawText.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, "gi");
      end.lastIndex = at;
      const found = end.exec(html);
      if (found) {
        tokens.push({ kind: "tag", name, closing: true });
        at = textStart = found.index + found[0].length;
      } else {
        unclosedRawText.add(name);
      }
    }
  }
  pushText(html.length);
  return tokens;
}
