/**
 * Video embeds on blog posts (SPEC "Blog post": optional video embed). A post may only frame a
 * player from YouTube or Vimeo; every other iframe source is refused, so an owner-pasted embed
 * code cannot frame an arbitrary page on the site.
 */

import { decodeEntities } from "#shared/html-entities.ts";
import { HTML_COMMENT } from "./post-content.ts";

export const allowedVideoHosts: readonly string[] = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "player.vimeo.com",
];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const YOUTUBE_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const YOUTUBE_EMBED_HOSTS = new Set(["www.youtube.com", "youtube.com", "www.youtube-nocookie.com"]);

// Browsers drop tabs and newlines inside URLs, which is how "java\tscript:" gets past naive checks;
// a source carrying any control character or white space is refused outright.
function hasControlOrSpace(text: string): boolean {
  return (
    /\s/.test(text) || [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

function parseWebUrl(value: string): URL | null {
  const text = value.trim();
  if (hasControlOrSpace(text) || !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.username === "" && url.password === "" ? url : null;
  } catch {
    return null;
  }
}

/** The single path segment after `prefix` (e.g. "/embed/"), tolerating one trailing slash. */
function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, "");
  return rest === "" || rest.includes("/") ? null : rest;
}

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return segmentAfter(url.pathname, "/");
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === "/watch" || url.pathname === "/watch/") return url.searchParams.get("v");
  return segmentAfter(url.pathname, "/shorts/") ?? segmentAfter(url.pathname, "/embed/");
}

function vimeoId(url: URL): string | null {
  if (VIMEO_HOSTS.has(url.hostname)) return segmentAfter(url.pathname, "/");
  if (url.hostname === "player.vimeo.com") return segmentAfter(url.pathname, "/video/");
  return null;
}

/**
 * The privacy-friendly player address for a post's Video URL, or null when the URL is not a
 * YouTube or Vimeo video. The result is rebuilt from the validated id only, so nothing else from
 * the owner's input reaches the iframe.
 */
export function videoEmbedUrl(videoUrl: string): string | null {
  const url = parseWebUrl(videoUrl);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  const vimeo = vimeoId(url);
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}` : null;
  return null;
}

/** True only for an https player address on the allow-list: `/embed/…` on YouTube, `/video/<digits>` on Vimeo. */
export function isAllowedEmbedSrc(src: string): boolean {
  const url = parseWebUrl(src);
  if (!url || url.protocol !== "https:" || url.port !== "" || !allowedVideoHosts.includes(url.hostname))
    return false;
  if (YOUTUBE_EMBED_HOSTS.has(url.hostname)) return /^\/embed\/[A-Za-z0-9_-]+\/?$/.test(url.pathname);
  return /^\/video\/\d+\/?$/.test(url.pathname);
}

// A tag left unclosed is scanned to the end from each "<iframe" after it, so the time grows with
// the square of the code's length; the schema refuses a code over blogLimits.videoEmbedCode (5,000
// characters, a few milliseconds at worst) before this runs.
const IFRAME_TAG = /<iframe(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The src of an iframe tag's attributes (the first one, as browsers read it), entities decoded. */
function iframeSrc(attributes: string): string | null {
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    if (name!.toLowerCase() === "src")
      return decodeEntities(values.find((value) => value !== undefined) ?? "");
  }
  return null;
}

/**
 * Whether a pasted embed code holds at least one YouTube or Vimeo player iframe, the part the
 * server keeps of it (SPEC §5 blog form, checked in the browser and on the server). The server's
 * sanitizer has the last word; this check only has to accept every code it keeps a player from.
 */
export function hasAllowedPlayer(embedCode: string): boolean {
  // A commented-out player is no player.
  for (const [, attributes] of embedCode.replace(HTML_COMMENT, "").matchAll(IFRAME_TAG)) {
    const src = iframeSrc(attributes!);
    if (src !== null && isAllowedEmbedSrc(src)) return true;
  }
  return false;
}
