import { decodeHTMLStrict } from "entities";

/**
 * Show notes use the whole table of HTML's named entities (&rsquo; &mdash; &eacute; …), but the
 * browser's decoder (src/shared/html-entities.ts) knows only the few that are markup: the full
 * table would weigh on every page's first load. So the catalog writes every other named entity
 * as its character when it keeps a description, and both sides then read the same text.
 */
const NAMED_ENTITY = /&[A-Za-z][A-Za-z0-9]{1,31};/g;
/** Still written as entities: decoding them here would turn text into markup ("&lt;b&gt;"). */
const MARKUP_CHARACTERS = new Set(["&", "<", ">", '"', "'"]);

export function withNamedEntitiesAsCharacters(html: string): string {
  return html.replace(NAMED_ENTITY, (entity) => {
    const character = decodeHTMLStrict(entity);
    return MARKUP_CHARACTERS.has(character) ? entity : character;
  });
}
