/**
 * Link targets taken from editable text (transcript records, SPEC §3) are only followed when they
 * are web addresses (http, https) or paths on this site; anything else ("javascript:", "//host",
 * "data:") is shown as plain text.
 */
export type SafeLink = { href: string; external: boolean };

const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export function safeLink(target: string): SafeLink | null {
  const text = target.trim();
  if (SITE_PATH.test(text)) return { href: text, external: false };
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

/** The rule for stored link fields (blog links, transcript records): a web address or a path on this site. */
export const isLinkTarget = (target: string): boolean => safeLink(target) !== null;

/** A web address (http, https) only: for fields that must point off the site, like a YouTube page. */
export const isWebAddress = (target: string): boolean => safeLink(target)?.external === true;

export type ResourceLink = SafeLink & { label: string };

/** A path segment as text: percent-escapes decoded, or left as typed when they are malformed ("50%-off"). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function titleCase(segment: string): string {
  return segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * A record resource (SPEC §3: a URL or a host path) as a link with a readable label: a web address
 * shows its host and path without the scheme, a site path its last segment in title case.
 */
export function resourceLink(resource: string): ResourceLink | null {
  const link = safeLink(resource);
  if (!link) return null;
  if (!link.external) {
    const segments = link.href.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
    const last = segments.at(-1);
    return { ...link, label: last ? titleCase(decodedSegment(last)) : "Home" };
  }
  const url = new URL(link.href);
  const path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
  return { ...link, label: `${url.hostname.replace(/^www\./, "")}${path}` };
}
