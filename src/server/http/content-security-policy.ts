import { createHash, randomBytes } from "node:crypto";
import { allowedVideoHosts } from "#shared/blog/video-embed.ts";

/** What the pages load from elsewhere, as this server is configured. */
export type PageOrigins = {
  /** Stripe.js and its card fields (payments provider "stripe"). */
  stripe: boolean;
  /** Google Analytics 4 (a measurement id is configured). */
  analytics: boolean;
  /** Where the admin's browser uploads images straight to (an S3-compatible bucket). */
  uploadOrigins: readonly string[];
};

// Stripe's documented CSP for Stripe.js and Elements.
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};
// Google's documented CSP for Google Analytics 4 (gtag.js).
const GOOGLE_ANALYTICS = {
  script: ["https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};
const VIDEO_PLAYERS = allowedVideoHosts.map((host) => `https://${host}`);

/**
 * Which of a page's inline scripts (React Router's hydration data and module loader, the
 * before-ready script) may run: those carrying the response's nonce, or, for a page kept whole and
 * sent alike to every visitor (`page-cache.ts`), those whose text has one of these hashes.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of every page (decision 002): scripts only from this site, inline
 * scripts by the response's nonce or their hashes, and from the providers in use.
 * Images may come from any web address (episode artwork, the owner's post images, which the blog
 * form accepts as http or https: on a site served over plain http an http image is fetched as is;
 * over https the browser upgrades it to https first). Style
 * attributes stay allowed: React, Radix and the tour position elements with them.
 */
export function pageContentSecurityPolicy(origins: PageOrigins): (inline: InlineScripts) => string {
  const list = (...sources: (readonly string[] | string | false)[]) =>
    sources.flatMap((source) => (source === false ? [] : source)).join(" ");
  const { stripe, analytics } = origins;
  const fixed = [
    "default-src 'self'",
    `connect-src ${list("'self'", origins.uploadOrigins, stripe && STRIPE.connect, analytics && GOOGLE_ANALYTICS.connect)}`,
    `frame-src ${list(VIDEO_PLAYERS, stripe && STRIPE.frame)}`,
    "img-src 'self' data: blob: https: http:",
    // Episode audio lives on the podcast's host, whichever it is; the catalog keeps only https
    // addresses (http from a feed on this machine), as it does for the artwork.
    "media-src 'self' https: http:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  const scripts = list("'self'", stripe && STRIPE.script, analytics && GOOGLE_ANALYTICS.script);
  return (inline) => {
    const permission =
      "nonce" in inline ? `'nonce-${inline.nonce}'` : inline.hashes.map((hash) => `'${hash}'`).join(" ");
    return [`script-src ${scripts} ${permission}`.trimEnd(), ...fixed].join("; ");
  };
}

/**
 * The CSP hash source (`sha256-…`) of each inline script in a page React rendered, in order,
 * without repeats. React escapes `</script` inside a script's text, so the first `</script>` after
 * an opening tag ends it; a script with a `src` is not inline and needs no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let at = 0;
  for (;;) {
    const open = html.indexOf("<script", at);
    if (open === -1) break;
    const textStart = html.indexOf(">", open) + 1;
    const close = html.indexOf("</script>", textStart);
    if (textStart === 0 || close === -1) break;
    if (!/\ssrc=/.test(html.slice(open, textStart))) {
      hashes.add(`sha256-${createHash("sha256").update(html.slice(textStart, close)).digest("base64")}`);
    }
    at = close + "</script>".length;
  }
  return [...hashes];
}

/** A fresh nonce for one page response (128 random bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}
