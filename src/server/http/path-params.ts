/**
 * The longest value a route's `:param` accepts: blog slugs (blogLimits.slug) and episode ids
 * fit, and a row id is at most 10 digits. The router is given the same limit (maxParamLength in
 * app.ts): its default of 100 would otherwise answer "no endpoint" for a valid longer slug
 * before the route could read it. The router counts the decoded value, as the schemas do.
 */
export const PATH_PARAM_MAX_LENGTH = 200;

/**
 * Whether a segment of the path (decoded, as the router counts it) is longer than any `:param`
 * accepts. The router answers such a path as matching no route, and the /api/* catch-all takes
 * it: the not-found answer asks this to give the 414 instead of "No endpoint answers …".
 */
export function hasOverLongPathSegment(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path.split("/").some((segment) => {
    if (segment.length <= PATH_PARAM_MAX_LENGTH) return false;
    try {
      return decodeURIComponent(segment).length > PATH_PARAM_MAX_LENGTH;
    } catch {
      return true;
    }
  });
}
