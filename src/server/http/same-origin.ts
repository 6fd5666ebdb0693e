import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * Refuses a state-changing request that a browser sent from another site. Browsers mark such
 * requests with Sec-Fetch-Site and Origin; clients without them (curl, tests) are not browsers
 * carrying the owner's cookie, so they pass on to the session check.
 */
export async function rejectCrossSiteRequest(request: FastifyRequest): Promise<void> {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (hostOf(origin) !== hostOf(`${request.protocol}://${request.host}`)) throw crossSite();
}

/** host[:port] with the scheme's default port dropped, so "http://site:80" matches "site". */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const crossSite = () => new HttpError(403, "cross_site_request", "This request must come from the site itself.");
