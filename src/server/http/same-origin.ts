import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * Answers the hook that refuses a state-changing request a browser sent from another site.
 * Browsers mark such requests with Sec-Fetch-Site and Origin; clients without them (curl, tests)
 * are not browsers carrying the owner's cookie, so they pass on to the session check.
 *
 * The site's own origin is the host the request reached (Host, or X-Forwarded-Host from a trusted
 * proxy; the scheme is not compared, as TLS may end at the proxy) or, exactly, the configured
 * public origin: a proxy that forwards neither header leaves the server's own address
 * (127.0.0.1:3000) in Host, and the owner's browser sends the public one as Origin.
 */
export function crossSiteRequestCheck(publicOrigin: string | null) {
  const configured = publicOrigin === null ? null : urlPart(publicOrigin, "origin");
  return async function rejectCrossSiteRequest(request: FastifyRequest): Promise<void> {
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site" || fetchSite === "same-site") throw crossSite();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (configured !== null && urlPart(origin, "origin") === configured) return;
    const from = urlPart(origin, "host");
    if (from === null || from !== urlPart(`${request.protocol}://${request.host}`, "host")) throw crossSite();
  };
}

/** A URL's origin, or host[:port] with the scheme's default port dropped ("http://site:80" is "site"). */
function urlPart(url: string, part: "origin" | "host"): string | null {
  return URL.canParse(url) ? new URL(url)[part] : null;
}

const crossSite = () =>
  new HttpError(403, "cross_site_request", "This request must come from the site itself.");
