import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToStringAsync } from "preact-render-to-string";
import { renderAsReact } from "./lib/preact-options.ts";
import { withinTime } from "./lib/within-time.ts";

renderAsReact();

/** How long React Router lets a deferred loader value stay pending before it rejects it. */
export const streamTimeout = 5_000;

/** A render still unfinished a second after that fails, and React Router answers its error page. */
const RENDER_TIMEOUT_MS = streamTimeout + 1_000;

/**
 * React Router's server entry, rendered with Preact (decision 013), plus the page's
 * Content-Security-Policy: React Router's inline scripts (hydration data, scroll restoration, the
 * module loader) carry the response's nonce (docs/decisions/002-security-headers.md). The whole
 * page is rendered before it is sent, lazily loaded parts included, so the browser hydrates exactly
 * what the server rendered. A HEAD answers the headers a GET would.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.contentSecurity?.nonce;
  if (loadContext.contentSecurity) responseHeaders.set("Content-Security-Policy", loadContext.contentSecurity.policy);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const html = await withinTime(
    renderToStringAsync(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />),
    RENDER_TIMEOUT_MS,
    `The page did not render within ${RENDER_TIMEOUT_MS} ms`,
  );
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
