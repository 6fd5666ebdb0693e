/**
 * The longest value a route's `:param` accepts: blog slugs (blogLimits.slug) and episode ids
 * fit, and a row id is at most 10 digits. The router is given the same limit (maxParamLength in
 * app.ts): its default of 100 would otherwise answer "no endpoint" for a valid longer slug
 * before the route could read it. The router counts the decoded value, as the schemas do.
 */
export const PATH_PARAM_MAX_LENGTH = 200;
