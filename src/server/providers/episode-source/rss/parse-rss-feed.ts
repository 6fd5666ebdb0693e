import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { episodeIdPattern, MAX_TRANSCRIPT_FILES, type Episode } from "#shared/episodes/episode-schema.ts";

/**
 * RSS 2.0 podcast feed → episodes. Reads the itunes namespace and Podcasting 2.0's podcast:transcript,
 * podcast:chapters and podcast:person. Throws when the text is not well-formed XML or not an RSS
 * channel; a channel without items is an empty list.
 */

/**
 * An episode plus what the feed says beyond the Episode contract. The extra fields are not in
 * episodeSchema, so the catalog drops them; they are kept here for when the contract grows.
 */
export type RssEpisode = Episode & {
  episodeNumber: number | null;
  episodeType: "full" | "trailer" | "bonus" | null;
};

const NAMESPACES = {
  itunes: "http://www.itunes.com/dtds/podcast-1.0.dtd",
  content: "http://purl.org/rss/1.0/modules/content/",
  podcast: "https://podcastindex.org/namespace/1.0",
} as const;

const REPEATED = new Set(["item"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Values stay text: a guid "0042" must not become the number 42.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Feeds use HTML entities (&nbsp; &rsquo;) in titles although XML has no such entities.
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

export function parseRssFeed(xml: string): RssEpisode[] {
  // A byte-order mark or blank lines before the declaration are common and harmless.
  const text = xml.replace(/^[\uFEFF\s]+/, "");
  const validity = XMLValidator.validate(text);
  if (validity !== true) {
    throw new Error(`the feed is not well-formed XML (line ${validity.err.line}: ${validity.err.msg})`);
  }
  const document = parser.parse(text) as Node;
  const rss = asNode(document.rss);
  if (!rss || rss.channel === undefined) {
    throw new Error("the document is not an RSS 2.0 feed (no rss/channel element)");
  }
  // An empty <channel></channel> parses as "": a feed with nothing in it yet.
  const channel = asNode(first(rss.channel)) ?? {};

  const ns = {
    itunes: prefixOf(rss, NAMESPACES.itunes, "itunes"),
    content: prefixOf(rss, NAMESPACES.content, "content"),
    podcast: prefixOf(rss, NAMESPACES.podcast, "podcast"),
  };
  const channelImage =
    attribute(channel[`${ns.itunes}:image`], "href") ?? textOf(asNode(first(channel.image))?.url);
  const items = Array.isArray(channel.item) ? channel.item : [];
  return items.flatMap((item) => {
    const episode = toEpisode(asNode(item) ?? {}, ns, channelImage);
    return episode ? [episode] : [];
  });
}

type Prefixes = { itunes: string; content: string; podcast: string };

/**
 * An item without a title or a readable publication date is left out: the site lists episodes by
 * title and orders them by date, and a feed that omits either is broken for every podcast app too.
 */
function toEpisode(item: Node, ns: Prefixes, channelImage: string | null): RssEpisode | null {
  const name = textOf(item.title) ?? textOf(item[`${ns.itunes}:title`]);
  const releaseDate = isoDate(textOf(item.pubDate));
  const audioUrl = attribute(item.enclosure, "url");
  const rawId = textOf(item.guid) ?? audioUrl ?? textOf(item.link);
  if (!name || !releaseDate || !rawId) return null;

  const link = textOf(item.link);
  const guests = all(item[`${ns.podcast}:person`])
    .filter((person) => (attribute(person, "role") ?? "host").toLowerCase() === "guest")
    .flatMap((person) => textOf(person) ?? []);
  return {
    id: urlSafeId(rawId),
    name: name.slice(0, 500),
    description: (
      textOf(item[`${ns.content}:encoded`]) ??
      textOf(item.description) ??
      textOf(item[`${ns.itunes}:summary`]) ??
      ""
    ).slice(0, 100_000),
    releaseDate,
    thumbnail: attribute(item[`${ns.itunes}:image`], "href") ?? channelImage,
    youtubeThumbnail: null,
    spotifyUrl: link && hostIs(link, ["open.spotify.com"]) ? link : null,
    youtubeUrl:
      link && hostIs(link, ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]) ? link : null,
    audioUrl,
    durationSeconds: durationSeconds(textOf(item[`${ns.itunes}:duration`])),
    ...(guests.length > 0 ? { guests } : {}),
    episodeNumber: wholeNumber(textOf(item[`${ns.itunes}:episode`])),
    episodeType: episodeType(textOf(item[`${ns.itunes}:episodeType`])),
    transcriptFiles: all(item[`${ns.podcast}:transcript`])
      .flatMap((node) => {
        const url = attribute(node, "url");
        return url ? [{ url, type: attribute(node, "type")?.slice(0, 200) ?? null }] : [];
      })
      .slice(0, MAX_TRANSCRIPT_FILES),
    chaptersUrl: attribute(first(item[`${ns.podcast}:chapters`]), "url"),
  };
}

/**
 * Ids end up in /episode/{id}. A guid that is already URL-safe is kept; any other (a permalink URL,
 * a guid with spaces or dots) becomes a readable slug of it plus a hash of the whole guid, so it is
 * deterministic and two guids that differ only in the dropped characters stay distinct.
 */
export function urlSafeId(raw: string): string {
  if (episodeIdPattern.test(raw)) return raw;
  const hash = createHash("sha256").update(raw).digest("hex").slice(0, 12);
  const safe = raw
    .replace(/^[a-z]+:\/\//i, "")
    .replace(/[?#].*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // The end of a guid URL (the episode's slug) says the most; cut at a word boundary.
  const readable = safe.length > 60 ? safe.slice(-60).replace(/^[^-]*-/, "") : safe;
  return readable ? `${readable}-${hash}` : hash;
}

/** itunes:duration is seconds ("2475") or [hh:]mm:ss ("47:30", "01:02:05"). */
export function durationSeconds(text: string | null): number | null {
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  if (!/^\d+(:\d{1,2}){1,2}$/.test(text)) return null;
  return text.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

function isoDate(text: string | null): string | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function episodeType(text: string | null): RssEpisode["episodeType"] {
  const type = text?.toLowerCase();
  return type === "full" || type === "trailer" || type === "bonus" ? type : null;
}

function wholeNumber(text: string | null): number | null {
  return text && /^\d+$/.test(text) ? Number(text) : null;
}

/** A web address (http or https: "javascript://open.spotify.com/…" has that host too) on one of `hosts`. */
function hostIs(url: string, hosts: string[]): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === "https:" || protocol === "http:") && hosts.includes(hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The prefix the feed declares for a namespace URI, else the usual one. */
function prefixOf(rss: Node, uri: string, usual: string): string {
  for (const [key, value] of Object.entries(rss)) {
    if (key.startsWith("@_xmlns:") && typeof value === "string" && value.trim() === uri) {
      return key.slice("@_xmlns:".length);
    }
  }
  return usual;
}

function asNode(value: unknown): Node | null {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : null;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element, whether it has attributes or not; null when empty or absent. */
function textOf(value: unknown): string | null {
  const node = first(value);
  const text = typeof node === "string" ? node : asNode(node)?.["#text"];
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

function attribute(value: unknown, name: string): string | null {
  const text = asNode(first(value))?.[`@_${name}`];
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}
