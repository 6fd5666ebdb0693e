import { z } from "zod";

/**
 * The schemas shared with the browser import zod from here. Pages run under a
 * Content-Security-Policy without 'unsafe-eval' (decision 002), so zod must not compile its
 * object parsers with `new Function`: even its probe for eval would be reported as a violation.
 */
z.config({ jitless: true });

export { z };

/**
 * A moment as the API writes it: an ISO 8601 string in JSON, a Date in the server's code. A
 * route's response schema encodes the repository's Date into the string; a reader may decode it.
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
