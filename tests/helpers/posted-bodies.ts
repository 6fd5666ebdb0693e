import type { Page, Request } from "@playwright/test";

/** The JSON bodies the page posts to one endpoint, whether the server or a route answers them. */
export function postedBodies(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}
