/**
 * Blog post HTML (SPEC "Blog post": HTML body and optional video embed) is written by the owner in
 * the admin dialog but shown to every visitor, so it is cleaned on the server before it is stored
 * or served: an allow-list of formatting tags, and no script, event handler or dangerous URL.
 */
import sanitizeHtml from "sanitize-html";
import { safeLink } from "#shared/episodes/safe-link.ts";
import { allowedVideoHosts, isAllowedEmbedSrc } from "#shared/blog/video-embed.ts";
import { NEW_TAB_HINT_ID } from "#shared/new-tab-hint.ts";

type Attributes = sanitizeHtml.Attributes;

const TEXT_TAGS = [
  ...["h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "span", "div"],
  ...["sup", "sub", "mark", "del", "ins", "small"],
];
/**
 * Headings and the level each takes in the post's outline. Those outside it keep their place as
 * headings: the page's title is its one h1, and h5 and h6 would otherwise lose their tag and run
 * into the next words.
 */
const HEADING_RENAMES = { h1: "h2", h2: "h2", h3: "h3", h4: "h4", h5: "h4", h6: "h4" } as const;
const BLOCK_TAGS = ["blockquote", "ul", "ol", "li", "figure", "figcaption", "code", "pre"];
const TABLE_TAGS = ["table", "thead", "tbody", "tr", "th", "td"];
const POST_TAGS = [...TEXT_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, "a", "img", "iframe"];

const PLAYER_OPTIONS = ["width", "height", "allow", "allowfullscreen", "frameborder"];
/**
 * What a video player may be granted through `allow` (YouTube's and Vimeo's own embed codes ask
 * for these). Anything else an owner pastes (camera, microphone, display-capture, payment…) would
 * let a third-party frame ask visitors for it, so it is dropped.
 */
const PLAYER_PERMISSIONS: ReadonlySet<string> = new Set([
  "accelerometer",
  "autoplay",
  "clipboard-write",
  "encrypted-media",
  "fullscreen",
  "gyroscope",
  "picture-in-picture",
  "web-share",
]);
const IFRAME_ATTRIBUTES = ["src", "title", ...PLAYER_OPTIONS, "loading", "referrerpolicy"];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel", "aria-describedby"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  img: ["src", "alt", "width", "height", "loading"],
  iframe: IFRAME_ATTRIBUTES,
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
};

// Disallowed tags normally keep their text; these hold code, foreign markup or raw text that a
// browser would parse differently than htmlparser2, so their whole content is dropped with them.
const CONTENT_DROPPED_TAGS = [
  ...["script", "style", "noscript", "template", "object", "svg", "math", "title"],
  ...["textarea", "option", "select", "button", "xmp", "noembed", "noframes"],
];

/** A name a post's heading may carry for its own `#` links: a letter, then letters, digits, - or _. */
const SECTION_NAME = /^[A-Za-z][\w-]{0,63}$/;
/** Prefix of a section's id, so a post cannot take an id the page itself uses (`main-content`). */
const SECTION_ID_PREFIX = "post-";

/** The id of a post's section named `name` (a name already prefixed is kept, so cleaning twice changes nothing). */
function sectionId(name: string): string | null {
  const text = name.trim();
  if (!SECTION_NAME.test(text)) return null;
  return text.startsWith(SECTION_ID_PREFIX) ? text : `${SECTION_ID_PREFIX}${text}`;
}

/**
 * A post's sections as one cleaning pass meets them: the ids its headings were given, and the ids
 * its `#` links may point at ("any" while the headings are still being found).
 */
type Sections = { found: Set<string>; linkable: ReadonlySet<string> | "any" };

/** A heading, renamed into the post's outline, with its id when it names a section not named before. */
function headingTransform(renamedTo: string, sections: Sections): sanitizeHtml.Transformer {
  return (_tagName, attribs): sanitizeHtml.Tag => {
    const id = attribs.id === undefined ? null : sectionId(attribs.id);
    if (id === null || sections.found.has(id)) return { tagName: renamedTo, attribs: {} };
    sections.found.add(id);
    return { tagName: renamedTo, attribs: { id } };
  };
}

/**
 * An href an owner may link to: the web, this site (a path starting with one "/"), a section of
 * the post (`#name`, the id of one of its headings), an email address or a phone number.
 */
function linkHref(href: string, sections: Sections): string | null {
  const text = href.trim();
  if (text.startsWith("#")) {
    const id = sectionId(text.slice(1));
    if (id === null || (sections.linkable !== "any" && !sections.linkable.has(id))) return null;
    return `#${id}`;
  }
  if (/^mailto:\S+$/i.test(text)) return text;
  if (/^tel:\+?[\d\s().-]{3,30}$/i.test(text)) return text;
  return safeLink(text) ? text : null;
}

/** An image source: the web or this site; protocol-relative and data: URLs are refused. */
function imageSrc(src: string): string | null {
  const text = src.trim();
  return safeLink(text) ? text : null;
}

/** Copies the listed attributes that are present, in the listed order, so the output is stable. */
function pick(attribs: Attributes, names: readonly string[]): Attributes {
  const picked: Attributes = {};
  for (const name of names) {
    const value = attribs[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** A link keeps a safe href; without one it is plain text, not a link that goes nowhere. */
const linkTransform =
  (sections: Sections): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const href = attribs.href === undefined ? null : linkHref(attribs.href, sections);
    if (href === null) return { tagName: "span", attribs: {} };
    const link: Attributes = { href };
    Object.assign(link, pick(attribs, ["title"]));
    // Only a new tab to another page is worth keeping; a named target could drive another window of the site.
    if (attribs.target?.trim().toLowerCase() === "_blank" && !href.startsWith("#")) {
      link.target = "_blank";
      // A screen reader says so, as for the site's own links to a new tab.
      link["aria-describedby"] = NEW_TAB_HINT_ID;
    }
    link.rel = "noopener noreferrer";
    return { tagName, attribs: link };
  };

function transformImage(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const src = attribs.src === undefined ? null : imageSrc(attribs.src);
  const image: Attributes = src === null ? {} : { src };
  return { tagName, attribs: { ...image, ...pick(attribs, ["alt", "width", "height"]), loading: "lazy" } };
}

/**
 * An `allow` value cut down to the player permissions, each for the player's own origin: an
 * origin list ("autoplay *") would extend it to frames the player opens. null when none is left.
 */
function playerPermissions(allow: string): string | null {
  const kept = new Set<string>();
  for (const directive of allow.split(";")) {
    const feature = directive.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
    if (PLAYER_PERMISSIONS.has(feature)) kept.add(feature);
  }
  return kept.size > 0 ? [...kept].join("; ") : null;
}

function transformIframe(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim() ?? "";
  const frame: Attributes = isAllowedEmbedSrc(src) ? { src } : {};
  frame.title = attribs.title?.trim() || "Embedded video";
  Object.assign(frame, pick(attribs, PLAYER_OPTIONS));
  if (frame.allow !== undefined) {
    const allow = playerPermissions(frame.allow);
    if (allow === null) delete frame.allow;
    else frame.allow = allow;
  }
  frame.loading = "lazy";
  // The site sends no referrer (helmet); YouTube's player refuses to start without one.
  frame.referrerpolicy = "strict-origin-when-cross-origin";
  // Fallback text inside an iframe is never shown by a browser; dropping it keeps markup out of it.
  return { tagName, attribs: frame, text: "" };
}

/** An image that lost its source or an iframe that is not an allowed player goes, with its content. */
function dropsElement(frame: sanitizeHtml.IFrame): boolean {
  if (frame.tag === "img") return !frame.attribs.src;
  if (frame.tag === "iframe") return !isAllowedEmbedSrc(frame.attribs.src ?? "");
  return false;
}

function options(
  allowedTags: string[],
  allowedAttributes: Record<string, string[]>,
  sections: Sections = { found: new Set(), linkable: new Set() },
): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes,
    // sanitize-html's own scheme check stays on as a second line behind the transforms above.
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...allowedVideoHosts],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    nonTextTags: CONTENT_DROPPED_TAGS,
    transformTags: {
      ...Object.fromEntries(
        Object.entries(HEADING_RENAMES).map(([tag, renamed]) => [tag, headingTransform(renamed, sections)]),
      ),
      a: linkTransform(sections),
      img: transformImage,
      iframe: transformIframe,
    },
    exclusiveFilter: dropsElement,
  };
}

/**
 * Cleans a post's HTML body down to the formatting an owner writes, links, images and video
 * players. A `#` link stays a link only to a section the post has: the first pass finds the
 * sections (a list of contents comes before the headings it links to), the second checks the links.
 */
export function sanitizePostContent(html: string): string {
  const sections = { found: new Set<string>(), linkable: "any" as const };
  const cleaned = sanitizeHtml(paragraphsOfPlainText(html), options(POST_TAGS, ALLOWED_ATTRIBUTES, sections));
  return sanitizeHtml(
    cleaned,
    options(POST_TAGS, ALLOWED_ATTRIBUTES, { found: new Set(), linkable: sections.found }),
  );
}

/** Markup that lays text out in blocks: a body with any of it is taken as written. */
const BLOCK_MARKUP = /<\s*(p|h[1-6]|ul|ol|li|blockquote|div|table|pre|figure|hr|br)\b/i;

/**
 * Text pasted from a document has no markup, only line breaks, which HTML ignores: the post would
 * show as one wall of text. Without any block markup, a blank line starts a new paragraph and a
 * single line break stays one. (The result is sanitized like anything else.)
 */
function paragraphsOfPlainText(html: string): string {
  if (BLOCK_MARKUP.test(html) || !html.includes("\n")) return html;
  return html
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.split("\n").map(withoutSpacesAndTabs).join("<br>")}</p>`)
    .join("\n");
}

/**
 * A pasted line without the spaces and tabs at its ends. A walk from each end, not a
 * `[ \t]*\n[ \t]*` pattern, which rescans a long run of spaces from each of its characters (a
 * 200 KB body of spaces would hold the server for many seconds).
 */
function withoutSpacesAndTabs(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && (line[start] === " " || line[start] === "\t")) start++;
  while (end > start && (line[end - 1] === " " || line[end - 1] === "\t")) end--;
  return line.slice(start, end);
}

/** Cleans a pasted video embed code down to its YouTube or Vimeo iframes; "" when none is allowed. */
export function sanitizeVideoEmbed(html: string): string {
  return sanitizeHtml(html, {
    ...options(["iframe"], { iframe: IFRAME_ATTRIBUTES }),
    // An embed code is only a player; any text around it would show up as stray words on the page.
    textFilter: () => "",
  });
}
