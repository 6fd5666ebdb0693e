import type { MetaDescriptor } from "react-router";
import { brand } from "#shared/content/brand.ts";

export type PageMetaInput = {
  /** Page title without the show name; the home page passes none. */
  title?: string;
  /**
   * The browser tab's title, without the show name, where it says more than `title`: the search
   * page's names the search. Share tags and analytics keep `title` (`reportedTitle` in analytics.ts).
   */
  documentTitle?: string;
  description: string;
  /** Path of the page, used for its canonical URL. */
  path: string;
  image?: string;
  /** The page's audio (an episode's), for apps that play it from a shared link. */
  audio?: string;
  type?: "website" | "article" | "profile" | "music.song";
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
};

/** SPEC §2: a meta description is cut to about 160 characters (about what a search result shows). */
export const META_DESCRIPTION_LIMIT = 160;

type MatchWithData = { id: string; data?: unknown } | undefined;

/** The site's absolute origin, loaded once by the root route and read by every page's meta. */
export function baseUrlFrom(matches: MatchWithData[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { baseUrl?: string } | undefined;
  return root?.baseUrl ?? "";
}

/** An address made absolute for crawlers: a site path (e.g. /public-objects/{name}) gets the site's origin. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl}`;
}

/** Social sites (Facebook, X, LinkedIn) show no SVG: a page whose image is one shares the site's card. */
function shareableImage(image: string | undefined): string {
  return image && !/\.svg(?:$|[?#])/i.test(image) ? image : brand.socialImage;
}

/**
 * Title, description, canonical URL, Open Graph, Twitter and JSON-LD tags for one page. X reads a
 * card's title, description and image from the Open Graph tags when it finds no twitter: ones, so
 * only the card's kind is said twice.
 */
export function pageMeta(matches: MatchWithData[], input: PageMetaInput): MetaDescriptor[] {
  const baseUrl = baseUrlFrom(matches);
  const title = input.title ? `${input.title} | ${brand.showName}` : `${brand.showName} | ${brand.tagline}`;
  const url = `${baseUrl}${input.path}`;
  const image = absoluteUrl(baseUrl, shareableImage(input.image));
  const tags: MetaDescriptor[] = [
    { title: input.documentTitle ? `${input.documentTitle} | ${brand.showName}` : title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand.showName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.audio) tags.push({ property: "og:audio", content: absoluteUrl(baseUrl, input.audio) });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
