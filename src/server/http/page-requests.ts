import type { FastifyInstance } from "fastify";
import { brand } from "#shared/content/brand.ts";
import { notFoundCopy } from "#shared/content/not-found.ts";
import { declaredMediaType } from "#shared/image-type.ts";
import { indexablePaths, paths } from "#shared/site-paths.ts";
import { crossSiteRequestCheck } from "#server/http/same-origin.ts";
import { escapeXml } from "#server/http/xml.ts";

/**
 * What a request to the pages' catch-all route must be before React Router sees it: a path no
 * deeper than any page's, the page's one address, and on a post one of the page's own small forms
 * from this site. Also what no cache may keep (a form's answer) and which answers every visitor
 * shares (`sharedPageKey`, for `page-cache.ts`).
 */
export function checkPageRequests(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string | null },
): void {
  refuseDeepPagePaths(app);
  redirectToCanonicalPageAddresses(app);
  acceptOnlyTheirFormsOnPages(app, publicOrigin);
  formAnswersNotStored(app);
  headWithoutBodyLength(app);
}

/** The path pattern of the pages' catch-all route, which the plugin registers under basename "/". */
export const PAGES_ROUTE = "/*";

/**
 * The pages whose forms post to the page itself when its script has not run (their route actions:
 * the sign-up forms', `src/app/lib/sign-up-action.server.ts`, the contact form's on /support and
 * the unsubscribe page's).
 * The landing page's form names its index route (`/?index`); a post to / without it would go to
 * the root route, which takes none.
 */
const PAGES_WITH_FORMS = new Set<string>([paths.home, paths.blog, paths.support, paths.unsubscribe]);

/** Whether a page address, as the request line sent it, is one that takes its forms. */
function takesPageForms(url: string): boolean {
  const path = pathOf(url);
  // Pages match whatever the case, and with a trailing slash.
  const pathname = withoutTrailingSlashes(path.toLowerCase());
  if (pathname === paths.landing) {
    return new URLSearchParams(url.slice(path.length + 1)).getAll("index").includes("");
  }
  return PAGES_WITH_FORMS.has(pathname);
}

/** A request line's path: the URL up to its query. */
function pathOf(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * A path without the slashes that end it, "/" itself kept. A loop, not a regex: a lookbehind
 * pattern is quadratic on a long run of slashes, which one request could use to stall the server.
 */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

/**
 * Pages rendered for each request: those whose answer depends on who asks (the owner's session, an
 * unsubscribe link's address), and search, whose answer is what was asked (its answers are kept
 * by `SiteSearch` instead; the page without a search is cheap to render).
 */
const UNSHARED_PAGE_PATHS = new Set<string>([paths.admin, paths.unsubscribe, paths.search]);

/**
 * The key under which a page request's answer is kept for every visitor (`page-cache.ts`), or null
 * when it is not: an address with a query (a filter, a link's token, a search), a page rendered for
 * each request, or React Router's loader data for a client-side navigation (`/blog.data`).
 */
export function sharedPageKey(url: string): string | null {
  if (url.includes("?")) return null;
  const lowerCase = url.toLowerCase();
  if (UNSHARED_PAGE_PATHS.has(withoutTrailingSlashes(lowerCase)) || lowerCase.endsWith(".data")) return null;
  return url;
}

/** More parts than any page's address has (the deepest, `/episode/{id}`, has two). */
const MAX_PAGE_PATH_SEGMENTS = 8;

/**
 * A page path with more parts than any page has is answered 404 here. React Router's page render
 * matches every shorter prefix of a path against the routes, so a path of thousands of parts
 * (`/a/a/a/…`, 16 KB) would hold the server's one thread for seconds, every visitor waiting.
 */
function refuseDeepPagePaths(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return;
    if (pathOf(request.url).split("/").filter(Boolean).length <= MAX_PAGE_PATH_SEGMENTS) return;
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeXml(notFoundCopy.title)}</title>` +
          `<h1>${escapeXml(notFoundCopy.heading)}</h1><p><a href="${paths.home}">${escapeXml(brand.showName)}</a></p></html>`,
      );
  });
}

/** The pages whose address is all lower case; an episode's or a post's may hold capitals. */
const FIXED_PAGE_PATHS = new Set<string>([
  ...indexablePaths(brand.host.slug),
  paths.admin,
  paths.search,
  paths.unsubscribe,
]);

/**
 * The one address of the page a path names, or the path itself: without trailing slashes, and for a
 * fixed page in lower case. Percent-escapes are compared as sent.
 */
function canonicalPagePath(path: string): string {
  const trimmed = withoutTrailingSlashes(path);
  const lowerCase = trimmed.toLowerCase();
  return FIXED_PAGE_PATHS.has(lowerCase) ? lowerCase : trimmed;
}

/**
 * A page has one address. `/Blog/` or `/about/`, typed or linked from elsewhere, is sent there with
 * a 301, so shared links and search engines count one page instead of copies under their
 * canonical tag.
 */
function redirectToCanonicalPageAddresses(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return;
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const path = pathOf(request.url);
    const canonical = canonicalPagePath(path);
    // Never a Location a browser would read as another host's (`//host`, `/\host`).
    if (canonical === path || !/^\/(?![/\\])[^\\]*$/.test(canonical)) return;
    return reply.redirect(canonical + request.url.slice(path.length), 301);
  });
}

/** A page form's fields, URL-encoded: the longest contact message fits, even written all in emoji. */
const PAGE_FORM_MAX_BYTES = 64 * 1024;

/**
 * Pages take their own forms' posts and nothing else. Any other method, or a post to a page
 * without a form, is a 405 here, before its body is read or handed to React Router; a post
 * that is not a small URL-encoded form is refused too, since React Router would read any body whole,
 * and so is one another site sent (the same check as the dashboard's, `same-origin.ts`).
 */
function acceptOnlyTheirFormsOnPages(app: FastifyInstance, publicOrigin: string | null): void {
  const rejectCrossSiteRequest = crossSiteRequestCheck(publicOrigin);
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return;
    if (request.method === "GET" || request.method === "HEAD") return;
    const takesForms = takesPageForms(request.url);
    if (request.method !== "POST" || !takesForms) {
      const allowed = takesForms ? "GET, HEAD, POST" : "GET, HEAD";
      return reply
        .status(405)
        .header("allow", allowed)
        .send({
          error: "method_not_allowed",
          message: `This address answers ${allowed.replace(/, (?=\w+$)/, " and ")}, not ${request.method}.`,
        });
    }
    const refusal = pageFormRefusal(request.headers["content-type"], request.headers["content-length"]);
    if (refusal) return reply.status(refusal.status).send({ error: refusal.error, message: refusal.message });
    await rejectCrossSiteRequest(request);
    // React Router refuses a post whose Origin differs from the address it is handed, scheme
    // included, which a proxy that ends TLS without X-Forwarded-Proto changes. The site's own
    // check above has judged the origin already.
    delete request.headers.origin;
  });
}

/** Why a post to a page is not one of its forms'; undefined when it could be. */
function pageFormRefusal(contentType: string | undefined, contentLength: string | undefined) {
  if (declaredMediaType(contentType) !== "application/x-www-form-urlencoded") {
    return {
      status: 415,
      error: "unsupported_media_type",
      message: "A page takes only its own form, sent as application/x-www-form-urlencoded.",
    };
  }
  if (contentLength === undefined) {
    return { status: 411, error: "length_required", message: "Send the form with a Content-Length header." };
  }
  if (Number(contentLength) > PAGE_FORM_MAX_BYTES) {
    return {
      status: 413,
      error: "payload_too_large",
      message: `A page's form is at most ${PAGE_FORM_MAX_BYTES} bytes.`,
    };
  }
  return undefined;
}

/**
 * A page's answer to its form holds what the visitor typed (a name, an address): no cache, shared
 * or the browser's own, keeps it.
 */
function formAnswersNotStored(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "POST" && request.routeOptions.url === PAGES_ROUTE) {
      reply.header("cache-control", "private, no-store");
    }
    return payload;
  });
}

/**
 * React Router answers a page's HEAD with an empty body, which would go out as content-length 0,
 * a length the page does not have. The length is left out instead, as HTTP allows for HEAD.
 */
function headWithoutBodyLength(app: FastifyInstance): void {
  app.addHook("onSend", async (request, _reply, payload) =>
    request.method === "HEAD" && request.routeOptions.url === PAGES_ROUTE && payload === "" ? null : payload,
  );
}
