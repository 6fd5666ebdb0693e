import { z } from "zod";

/**
 * The schemas shared with the browser import zod from here. Pages run under a
 * Content-Security-Policy without 'unsafe-eval' (decision 002), so zod must not compile its
 * object parsers with `new Function`: even its probe for eval would be reported as a violation.
 */
z.config({ jitless: true });

export { z };
