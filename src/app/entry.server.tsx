import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";

/** How long React Router lets a deferred loader value stay pending before it rejects it. */
export const streamTimeout = 5_000;

/**
 * A render still unfinished a second after that is aborted: a page whose first part has not
 * rendered by then fails, and React Router answers its error page; parts still on their way after
 * the first part was sent are left to the browser to render.
 */
export const RENDER_TIMEOUT_MS = streamTimeout + 1_000;

/**
 * React Router's Node entry, rendered with React DOM's streaming server renderer (decision 018),
 * plus the page's Content-Security-Policy: React Router's inline scripts (hydration data, scroll
 * restoration, the module loader) and React's own (the streamed parts' completion) carry the
 * response's nonce (docs/decisions/002-security-headers.md). A page that is the same for every
 * visitor is rendered whole instead, without a nonce, its inline scripts allowed by their hashes,
 * and handed to the server to keep (decision 023). A HEAD answers the headers a GET would.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { contentSecurity, sharedPage } = loadContext;
  const nonce = contentSecurity?.nonce;
  if (contentSecurity) responseHeaders.set("Content-Security-Policy", contentSecurity.policy);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and shared pages get the whole page at once; browsers get the first part as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      sharedPage || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(new Error(`The page did not render within ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
    const rendered = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          if (sharedPage) {
            wholeText(pipe).then((html) => {
              rendered();
              responseHeaders.set("Content-Security-Policy", sharedPage.policyFor(html));
              if (responseStatusCode === 200 && !responseHeaders.has("Set-Cookie"))
                sharedPage.keep(html, responseHeaders);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }, reject);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              rendered();
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          rendered();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the first part was sent reject above, and React Router logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Everything a finished render writes, as one string. */
function wholeText(pipe: (destination: PassThrough) => PassThrough): Promise<string> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve, reject) => {
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
  });
  pipe(sink);
  return done;
}
