import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * Answers the hook that refuses a state-changing request a browser sent from another site.
 * Browsers mark such requests with Sec-Fetch-Site and Origin; clients without them (curl, tests)
 * are not browsers carrying the owner's cookie, so they pass on to the session check.
 *
 * The site's own origin is the host the request reached (Host, or X-Forwarded-Host from a trusted
 * proxy) or the configured public address: a proxy that forwards neither leaves the server's own
 * address (127.0.0.1:3000) in Host, and the owner's browser sends the public one as Origin.
 */
export function crossSiteRequestCheck(publicBaseUrl: string) {
  const publicHost = hostOf(publicBaseUrl);
  return async function rejectCrossSiteRequest(request: FastifyRequest): Promise<void> {
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site" || fetchSite === "same-site") throw crossSite();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const from = hostOf(origin);
    if (from === null) throw crossSite();
    if (from !== publicHost && from !== hostOf(`${request.protocol}://${request.host}`)) throw crossSite();
  };
}

/** host[:port] with the scheme's default port dropped, so "http://site:80" matches "site". */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const crossSite = () =>
  new HttpError(403, "cross_site_request", "This request must come from the site itself.");
