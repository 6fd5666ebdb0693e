/**
 * SPEC §3: a transcript record's show notes are "markdown-like text". This reads the small part of
 * markdown that show notes use into plain data, which the page renders as React elements (never as
 * HTML): headings (#), bullet or numbered lists, paragraphs, **bold** and links. Links are kept only
 * when safeLink accepts their target.
 */
import { safeLink } from "./safe-link.ts";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

/** Depth 1 is the shallowest heading level the notes use, depth 2 anything deeper, so no level is skipped. */
export type NotesBlock =
  | { kind: "heading"; depth: 1 | 2; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "paragraph"; content: Inline[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*+•]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^>\s?/;
// [text](target) (one level of parentheses allowed in the target), **bold**, or a bare web address.
const INLINE =
  /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*([^*]+)\*\*|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  let position = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(position, match.index));
    position = match.index + match[0].length;
    const [, label, target, bold, bare] = match;
    if (bold !== undefined) {
      parts.push({ kind: "strong", text: bold });
      continue;
    }
    const linkText = label ?? bare ?? "";
    const link = safeLink(target ?? bare ?? "");
    if (link) parts.push({ kind: "link", text: linkText, ...link });
    else pushText(linkText);
  }
  pushText(text.slice(position));
  return parts;
}

type RawHeading = { kind: "heading"; level: number; text: string };
type RawBlock =
  RawHeading | { kind: "list"; ordered: boolean; items: string[] } | { kind: "paragraph"; lines: string[] };

export function parseShowNotes(notes: string): NotesBlock[] {
  const raw: RawBlock[] = [];
  for (const rawLine of notes.split(/\r?\n/)) {
    const line = rawLine.trim().replace(QUOTE, "");
    const current = raw.at(-1);
    if (line === "") {
      // A blank line ends a paragraph or list; the next text starts a new block.
      if (current && current.kind !== "heading") raw.push({ kind: "paragraph", lines: [] });
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      raw.push({ kind: "heading", level: heading[1]?.length ?? 1, text: heading[2] ?? "" });
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (current?.kind === "list" && current.ordered === ordered) current.items.push(item);
      else raw.push({ kind: "list", ordered, items: [item] });
    } else if (current?.kind === "paragraph") {
      current.lines.push(line);
    } else {
      raw.push({ kind: "paragraph", lines: [line] });
    }
  }

  const levels = raw.filter((block): block is RawHeading => block.kind === "heading").map((h) => h.level);
  const shallowest = Math.min(...levels);
  return raw.flatMap((block): NotesBlock[] => {
    switch (block.kind) {
      case "heading":
        return [
          { kind: "heading", depth: block.level === shallowest ? 1 : 2, content: parseInline(block.text) },
        ];
      case "list":
        return [{ kind: "list", ordered: block.ordered, items: block.items.map(parseInline) }];
      case "paragraph":
        return block.lines.length === 0
          ? []
          : [{ kind: "paragraph", content: parseInline(block.lines.join(" ")) }];
    }
  });
}

/** SPEC §3: a transcript is paragraphs separated by blank lines; lines inside one are joined. */
export function transcriptParagraphs(transcript: string): string[] {
  return transcript
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}
