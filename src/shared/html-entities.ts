/**
 * The one HTML entity decoder of the code base: episode text (`episodes/text.ts`), YouTube titles
 * and the src of a pasted blog video embed (`blog/video-embed.ts`) all decode with it.
 *
 * Decodes the entities these inputs use in one pass, so "&amp;lt;" becomes the text "&lt;" and is not
 * decoded twice: &amp; &lt; &gt; &quot; &apos; &nbsp; (and &AMP; &LT; &GT; &QUOT;, the uppercase
 * names HTML also defines), and decimal or hexadecimal numeric references. A numeric reference
 * stays as written unless it names a Unicode scalar value (1 to U+10FFFF, surrogates excluded), so
 * no lone surrogate is ever produced; unknown names stay as written too.
 *
 * It runs in the browser too, so it keeps no full table of HTML's named entities: the episode
 * catalog writes every other named entity of a description (&rsquo; &mdash; &eacute; …) as its
 * character when it keeps it (`server/features/episodes/named-entities.ts`, with the `entities`
 * package), so episode text reaches this decoder with only these left.
 */

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  AMP: "&",
  LT: "<",
  GT: ">",
  QUOT: '"',
};

function codePointText(codePoint: number, original: string): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : original;
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10), match);
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16), match);
    return Object.hasOwn(NAMED_ENTITIES, name!) ? NAMED_ENTITIES[name!]! : match;
  });
}
