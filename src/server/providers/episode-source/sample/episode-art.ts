import { createHash } from "node:crypto";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { escapeXml } from "#server/http/xml.ts";

/**
 * Generated cover art for the sample episodes, in the brand palette. The site must not point at
 * images that do not exist, and the sample show has no real artwork, so each episode gets a square
 * cover and, when it has a YouTube video, a 16:9 thumbnail; write-episode-art.ts writes them into
 * public/episode-art.
 */

const BLUE = "#1e3a8a";
const NIGHT = "#0f1d4a";
const GOLD = "#d4a017";
const LIGHT_BLUE = "#7dd3fc";
const GREEN = "#15803d";
const WHITE = "#ffffff";
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const SHOW = "THE THRIVING PATH";
const HOST = "Jordan Avery Rivers";

type Art = {
  label: string;
  number: string;
  lines: string[];
  fontSize: number;
  byline: string;
  accent: string;
  bars: number[];
};

export function coverArtSvg(episode: Episode): string {
  const art = artOf(episode, [
    { fontSize: 46, perLine: 19 },
    { fontSize: 38, perLine: 23 },
  ]);
  const titleTop = 340;
  const lineHeight = Math.round(art.fontSize * 1.18);
  return svg(600, 600, episode.name, [
    background(600, 600),
    `<g fill="none" stroke="${art.accent}" stroke-opacity="0.35" stroke-width="3">${[110, 165, 220]
      .map((r) => `<circle cx="560" cy="40" r="${r}"/>`)
      .join("")}</g>`,
    text(48, 76, SHOW, { size: 20, fill: LIGHT_BLUE, weight: 700, spacing: 4 }),
    `<rect x="48" y="94" width="72" height="5" rx="2.5" fill="${GOLD}"/>`,
    text(48, 158, art.label, { size: 22, fill: LIGHT_BLUE, weight: 700, spacing: 3 }),
    text(44, 266, art.number, { size: art.number.length > 3 ? 84 : 118, fill: GOLD, weight: 800 }),
    ...art.lines.map((line, i) =>
      text(48, titleTop + i * lineHeight, line, { size: art.fontSize, fill: WHITE, weight: 700 }),
    ),
    text(48, 510, art.byline, { size: 22, fill: LIGHT_BLUE, weight: 400 }),
    soundWave(48, 566, 504, 34, art.bars, art.accent),
  ]);
}

export function wideArtSvg(episode: Episode): string {
  const art = artOf(episode, [
    { fontSize: 64, perLine: 20 },
    { fontSize: 52, perLine: 25 },
  ]);
  const lineHeight = Math.round(art.fontSize * 1.15);
  const titleTop = 300;
  return svg(1280, 720, episode.name, [
    background(1280, 720),
    `<circle cx="1040" cy="330" r="190" fill="${BLUE}" stroke="${art.accent}" stroke-width="6"/>`,
    `<circle cx="1040" cy="330" r="230" fill="none" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="3"/>`,
    text(1040, 300, art.label, { size: 30, fill: LIGHT_BLUE, weight: 700, spacing: 4, anchor: "middle" }),
    text(1040, 420, art.number, {
      size: art.number.length > 3 ? 92 : 150,
      fill: GOLD,
      weight: 800,
      anchor: "middle",
    }),
    text(80, 120, SHOW, { size: 30, fill: LIGHT_BLUE, weight: 700, spacing: 6 }),
    `<rect x="80" y="144" width="110" height="7" rx="3.5" fill="${GOLD}"/>`,
    ...art.lines.map((line, i) =>
      text(80, titleTop + i * lineHeight, line, { size: art.fontSize, fill: WHITE, weight: 700 }),
    ),
    text(80, 560, art.byline, { size: 32, fill: LIGHT_BLUE, weight: 400 }),
    soundWave(80, 676, 1120, 40, art.bars, art.accent),
  ]);
}

function artOf(episode: Episode, sizes: { fontSize: number; perLine: number }[]): Art {
  const n = episodeNumber(episode.name);
  const title = shortTitle(episode.name);
  const fitting = sizes.find((size) => wrap(title, size.perLine).length <= 3) ?? sizes[sizes.length - 1]!;
  const lines = wrap(title, fitting.perLine);
  const seed = createHash("sha256").update(episode.id).digest();
  return {
    label: n === 0 ? "PREVIEW" : "EPISODE",
    number: n === 0 ? "TRAILER" : n === null ? "★" : String(n),
    lines: lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines,
    fontSize: fitting.fontSize,
    byline: episode.guests?.length ? `with ${episode.guests.join(" & ")}` : `with ${HOST}`,
    accent: [GOLD, LIGHT_BLUE, GREEN][(n ?? 0) % 3]!,
    bars: Array.from({ length: 36 }, (_, i) => 0.2 + ((seed[i % seed.length] ?? 0) / 255) * 0.8),
  };
}

/** "Episode 9: Rest Is Productive: Healing From Burnout" → "Rest Is Productive". */
function shortTitle(name: string): string {
  const withoutNumber = name.replace(/^\s*(?:episode\s+#?\d+|trailer)\s*[:\-–—|]\s*/i, "");
  const [head = withoutNumber] = withoutNumber.split(/:\s+/);
  return head.trim() || name;
}

function wrap(title: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function svg(width: number, height: number, label: string, parts: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    ...parts.map((part) => `  ${part}`),
    "</svg>",
    "",
  ].join("\n");
}

function background(width: number, height: number): string {
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${NIGHT}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  ].join("\n  ");
}

function soundWave(
  x: number,
  baseline: number,
  width: number,
  maxHeight: number,
  bars: number[],
  fill: string,
): string {
  const step = width / bars.length;
  const barWidth = Math.max(2, Math.round(step * 0.55));
  const rects = bars.map((level, i) => {
    const h = Math.round(level * maxHeight);
    return `<rect x="${Math.round(x + i * step)}" y="${baseline - h}" width="${barWidth}" height="${h}" rx="${barWidth / 2}"/>`;
  });
  return `<g fill="${fill}" fill-opacity="0.85">${rects.join("")}</g>`;
}

type TextStyle = {
  size: number;
  fill: string;
  weight: number;
  spacing?: number;
  anchor?: "start" | "middle";
};

function text(x: number, y: number, content: string, style: TextStyle): string {
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : "";
  const anchor = style.anchor ? ` text-anchor="${style.anchor}"` : "";
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${style.size}" font-weight="${style.weight}" fill="${style.fill}"${spacing}${anchor}>${escapeXml(content)}</text>`;
}
