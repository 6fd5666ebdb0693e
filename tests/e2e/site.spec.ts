import { createHash } from "node:crypto";
import { expect, test, type Page } from "#tests/helpers/test.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { actAsHumanVisitor } from "#tests/helpers/human-visitor.ts";
import { request as httpRequest } from "node:http";
import { notFoundCopy } from "#shared/content/not-found.ts";

/** Every route of SPEC §2 with the status it answers. */
const routes: { path: string; status: number }[] = [
  { path: "/", status: 200 },
  { path: "/home", status: 200 },
  { path: "/episodes", status: 200 },
  { path: "/episode/unknown-episode-id", status: 404 },
  { path: "/episode/6kRfIvBVLtFgSoOgVyX42L", status: 200 },
  { path: "/about", status: 200 },
  { path: "/jordan-avery-rivers", status: 200 },
  { path: "/coaching", status: 200 },
  { path: "/blog", status: 200 },
  { path: "/blog/no-such-post", status: 404 },
  { path: "/support", status: 200 },
  { path: "/rewards", status: 200 },
  { path: "/search", status: 200 },
  { path: "/search?q=rest", status: 200 },
  { path: "/search?q=a", status: 400 },
  { path: "/admin", status: 200 },
  { path: "/terms-of-service", status: 200 },
  { path: "/privacy-policy", status: 200 },
  { path: "/this/path/does-not-exist", status: 404 },
];

/**
 * Console errors and warnings while a page loads and hydrates (a hydration mismatch logs one). A
 * route that answers 404 (or a refused search, 400) makes the browser report its own document as a
 * failed resource: that one report is expected; a 4xx for anything else (an image, a script) is a
 * problem.
 */
function collectConsoleProblems(page: Page, path: string, status: number): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const url = new URL(message.location().url);
    const failedDocument =
      status >= 400 &&
      message.text().startsWith(`Failed to load resource: the server responded with a status of ${status}`) &&
      url.pathname + url.search === path;
    if (failedDocument) return;
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The text of server-rendered HTML as the browser would show it, tags removed and entities decoded. */
function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "");
  return body
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

async function gotoHydrated(page: Page, path: string) {
  // The landing page sends automated browsers on to /home (SPEC §2): be a person to stay on it.
  if (path === "/") await actAsHumanVisitor(page);
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** The server-rendered document holds the page's head: title, description, canonical and share tags. */
function expectServerRenderedHead(html: string, status: number) {
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  // Icons for tabs and home screens, and the manifest an installed site reads.
  expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon.svg"/);
  expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
  expect(html).toMatch(/<link [^>]*rel="manifest" href="\/site.webmanifest"/);
  if (status !== 200) return;
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
}

/**
 * The page's Content-Security-Policy (decision 002): scripts from this site and the response's
 * fresh nonce, which every inline script carries; a second load gets another nonce.
 */
/**
 * Every script in the page may run under its policy, and nothing else inline: a page rendered for
 * this request carries the response's nonce on each inline script; a page every visitor gets
 * alike (decision 023) lists each inline script's hash instead.
 */
function expectEveryInlineScriptAllowed(html: string, policy: string | undefined) {
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const scripts = [
    ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
  ];
  expect(scripts.length).toBeGreaterThan(0);
  const nonce = policy?.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
  for (const [tag, attributes, text] of scripts) {
    if (attributes!.includes(" src=")) continue;
    const hash = `'sha256-${createHash("sha256").update(text!).digest("base64")}'`;
    expect(nonce ? tag.includes(`nonce="${nonce}"`) : policy!.includes(hash), tag).toBe(true);
  }
}

// One page load per route and width checks everything a route owes on arrival: browser page loads
// are the suite's main cost, so the route's checks share one.
for (const { path, status } of routes) {
  test(`${path} answers ${status}, is server-rendered with its head and main heading, hydrates without a warning and has no accessibility violations (SPEC §2) @mobile`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page, path, status);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(status);

    // The document as the server sent it, before any script ran.
    const html = await response!.text();
    expectServerRenderedHead(html, status);
    expectEveryInlineScriptAllowed(html, response!.headers()["content-security-policy"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(heading).not.toBe("");
    expect(visibleText(html)).toContain(heading);

    expect(problems).toEqual([]);
    // Nothing sticks out sideways: the page never scrolls horizontally, even at 375 px.
    const viewportWidth = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewportWidth,
    );

    await expectNoAxeViolations(page);
  });
}

test.describe("a page whose server HTML does not match what it renders", () => {
  // The mismatch below is made on purpose; every other test fails on one (tests/helpers/test.ts).
  test.use({ hydrationMismatchExpected: true });

  test("is reported on the console when it hydrates, so the browser tests catch hydration mismatches", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // The server's heading text, changed on its way to the browser.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, "$1Not the heading the page renders");
      await route.fulfill({ response, body: html });
    });
    await gotoHydrated(page, "/about");
    await expect
      .poll(() => errors.find((error) => error.startsWith("React could not hydrate part of the page")))
      .toBeTruthy();
  });
});

test("a page rendered for one request has a nonce of its own; a page every visitor sees alike is the same bytes; HEAD answers the headers GET does", async ({
  request,
}) => {
  const policies = await Promise.all(
    [request.get("/admin"), request.get("/admin")].map(
      async (answer) => (await answer).headers()["content-security-policy"],
    ),
  );
  const nonces = policies.map((policy) => policy?.match(/'nonce-([^']+)'/)?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);

  const [first, second] = [await request.get("/home"), await request.get("/home")];
  expect(await second.text()).toBe(await first.text());
  expect(second.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(second.headers().etag).toBeTruthy();

  const head = await request.head("/home");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(head.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);
  const headOfOwnPage = await request.head("/admin");
  expect(headOfOwnPage.headers()["content-security-policy"]).toMatch(/'nonce-/);
  // The page is not empty: a HEAD rendered for itself leaves its length out rather than saying 0.
  expect(headOfOwnPage.headers()["content-length"]).toBeUndefined();
});

test("a page without a sign-up form answers a post or any other body with 405 at once, and the site keeps serving", async ({
  request,
}) => {
  for (const [method, path, allowed] of [
    ["POST", "/about", "GET and HEAD"],
    ["POST", "/no-such-page", "GET and HEAD"],
    ["PUT", "/", "GET and HEAD"],
    ["DELETE", "/blog", "GET, HEAD and POST"],
  ] as const) {
    const answer = await request.fetch(path, { method, form: { name: "a\u0000b" }, timeout: 10_000 });
    expect(answer.status(), `${method} ${path}`).toBe(405);
    expect(answer.headers()["allow"]).toBe(allowed.replace(" and", ","));
    expect(await answer.json()).toEqual({
      error: "method_not_allowed",
      message: `This address answers ${allowed}, not ${method}.`,
    });
  }
  expect((await request.get("/blog")).status()).toBe(200);
});

test("a page with a sign-up form takes only a small URL-encoded form: other bodies are refused before they are read", async ({
  request,
  baseURL,
}) => {
  const post = (path: string, options: Parameters<typeof request.post>[1]) =>
    request.post(path, { timeout: 10_000, ...options });
  const json = await post("/home", { data: { form: "newsletter", email: "json@example.com" } });
  expect(json.status()).toBe(415);
  expect((await json.json()).error).toBe("unsupported_media_type");
  const multipart = await post("/blog", {
    multipart: { form: "blog-newsletter", email: "parts@example.com" },
  });
  expect(multipart.status()).toBe(415);
  const large = await post("/home", {
    form: { form: "newsletter", email: "big@example.com", padding: "x".repeat(70_000) },
  });
  expect(large.status()).toBe(413);
  expect((await large.json()).error).toBe("payload_too_large");
  // A form the page does not have is a 400 page, not a sign-up: another page's form included.
  for (const [path, form] of [
    ["/home", "sponsor"],
    ["/home", "landing"],
    ["/blog", "community"],
    ["/?index", "newsletter"],
  ]) {
    expect(
      (await post(path!, { form: { form: form!, email: "who@example.com", firstName: "Who" } })).status(),
      `${form} on ${path}`,
    ).toBe(400);
  }
  // The landing page takes its form at its index route only; / itself is the root route's.
  const root = await post("/", { form: { form: "landing", email: "who@example.com", firstName: "Who" } });
  expect(root.status()).toBe(405);
  expect(root.headers()["allow"]).toBe("GET, HEAD");
  // An address no URL parser reads as a path ("//" is a host-less URL to one) is refused, not an error.
  expect(await rawPostStatus(baseURL!, "//")).toBe(405);
  expect((await request.get("/home")).status()).toBe(200);
});

/** A POST of a small form to a request target sent exactly as given (Playwright would parse it as a URL). */
async function rawPostStatus(baseURL: string, target: string): Promise<number | undefined> {
  return (await rawRequest(baseURL, "POST", target)).status;
}

/** A request to a target sent exactly as given; a POST carries a small sign-up form. */
function rawRequest(
  baseURL: string,
  method: "GET" | "POST",
  target: string,
): Promise<{ status: number | undefined; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  const body = method === "POST" ? "form=newsletter&email=raw%40example.com" : "";
  const headers =
    method === "POST"
      ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) }
      : {};
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path: target, method, headers }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode, location: answer.headers.location });
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

test("a page has one address: a trailing slash, or capitals in a fixed page's path, answer 301 to it", async ({
  request,
  baseURL,
}) => {
  const redirects = {
    "/about/": "/about",
    "/Blog": "/blog",
    "/TERMS-OF-SERVICE//": "/terms-of-service",
    "/Jordan-Avery-Rivers": "/jordan-avery-rivers",
    "/episodes/?tab=all": "/episodes?tab=all",
    "/Newsletter/Unsubscribe?email=Reader%40example.com&token=AbC":
      "/newsletter/unsubscribe?email=Reader%40example.com&token=AbC",
    "/episode/6kRfIvBVLtFgSoOgVyX42L/": "/episode/6kRfIvBVLtFgSoOgVyX42L",
  };
  for (const [from, to] of Object.entries(redirects)) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers()["location"], from).toBe(to);
  }
  // An episode's id and a post's slug keep their capitals; the landing page is "/" itself.
  for (const path of ["/episode/6kRfIvBVLtFgSoOgVyX42L", "/"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  // A path that would redirect to another host's address is left to the not-found page.
  for (const target of ["//evil.example/", "/\\evil.example/"]) {
    const answer = await rawRequest(baseURL!, "GET", target);
    expect(answer.location, target).toBeUndefined();
    expect(answer.status, target).toBe(404);
  }
});

test("a page address of thousands of parts or slashes is answered at once, not after seconds of matching", async ({
  request,
}) => {
  const timed = async (path: string) => {
    const started = Date.now();
    const answer = await request.get(path, { maxRedirects: 0 });
    return { status: answer.status(), ms: Date.now() - started, body: await answer.text() };
  };
  // About 14 KB each. Matched part by part, the first held the server for about 4 s.
  const deep = await timed(`/a${"/a".repeat(7000)}x`);
  expect(deep.status).toBe(404);
  expect(deep.body).toContain(notFoundCopy.heading);
  expect(deep.ms).toBeLessThan(1000);
  const slashes = await timed(`/about${"/".repeat(14_000)}`);
  expect(slashes.status).toBe(301);
  expect(slashes.ms).toBeLessThan(1000);
  // A page's own address is untouched.
  expect((await timed("/episode/6kRfIvBVLtFgSoOgVyX42L")).status).toBe(200);
});

test("a sign-up form posted from another site is refused; the site's own, however it was reached, is taken", async ({
  request,
  baseURL,
}) => {
  const client = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const signUp = (path: string, headers: Record<string, string>) =>
    request.post(path, {
      form: { form: "newsletter", email: `origin-${Date.now().toString(36)}@example.com` },
      headers: { ...client, ...headers },
      timeout: 10_000,
    });
  const elsewhere = await signUp("/home", { origin: "https://elsewhere.example" });
  expect(elsewhere.status()).toBe(403);
  expect((await elsewhere.json()).error).toBe("cross_site_request");
  expect((await signUp("/home", { "sec-fetch-site": "cross-site" })).status()).toBe(403);

  // TLS ended by a proxy that does not say so: the browser's origin is https, the server saw http.
  const host = new URL(baseURL!).host;
  expect((await signUp("/home", { origin: `https://${host}` })).status()).toBe(200);
  // Pages answer whatever the case, and so do their forms.
  expect((await signUp("/HOME", { origin: `http://${host}` })).status()).toBe(200);
});

test("a page that shows what a visitor typed or their address is kept in no cache", async ({ request }) => {
  const unsubscribe = await request.get("/newsletter/unsubscribe?email=reader%40example.com&token=abc");
  expect(unsubscribe.headers()["cache-control"]).toBe("private, no-store");
  const answer = await request.post("/home", {
    form: { form: "community", email: "not-an-address", firstName: "Grace" },
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    timeout: 10_000,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("not-an-address");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
});

test("the share image, icons and manifest icons the head names all load", async ({ request }) => {
  const html = await (await request.get("/home")).text();
  const shareImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  const icons = [...html.matchAll(/<link [^>]*rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map(
    ([, href]) => href!,
  );
  const manifest = (await (await request.get("/site.webmanifest")).json()) as { icons: { src: string }[] };
  const images = [shareImage!, ...icons, ...manifest.icons.map((icon) => icon.src)];
  expect(images.length).toBeGreaterThanOrEqual(4);
  for (const image of images) {
    const answer = await request.get(image);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()["content-type"], image).toMatch(/^image\//);
  }
});

test("an unknown path answers 404 with the not-found card (SPEC §2)", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("a page's HTML carries no episode list it does not show: the floating player fetches its own", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  expect(html).not.toContain("open.spotify.com/episode/");
  const answer = await request.get("/api/player/episodes");
  expect(answer.status()).toBe(200);
  const { episodes } = (await answer.json()) as { episodes: { spotifyUrl: string | null }[] };
  expect(episodes.length).toBeGreaterThan(0);
  expect(episodes[0]?.spotifyUrl).toContain("open.spotify.com/episode/");
});

test("/admin tells search engines not to index it", async ({ request }) => {
  const html = await (await request.get("/admin")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
});

test("JSON-LD: Organization and Person on about and host pages, PodcastSeries on home and episodes", async ({
  request,
}) => {
  const jsonLdTypes = async (path: string) => {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    return blocks.map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]);
  };
  expect(await jsonLdTypes("/about")).toEqual(expect.arrayContaining(["Organization", "Person"]));
  expect(await jsonLdTypes("/jordan-avery-rivers")).toEqual(
    expect.arrayContaining(["Organization", "Person"]),
  );
  expect(await jsonLdTypes("/home")).toContain("PodcastSeries");
  expect(await jsonLdTypes("/episodes")).toContain("PodcastSeries");
});

test("changing page scrolls back to the top (SPEC §2 global behaviour); Back and Forward return to where the visitor was", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  const aboutY = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return Math.round(window.scrollY);
  });
  expect(aboutY).toBeGreaterThan(2500);
  // A click that moves neither focus nor the page, so /about is left exactly where it was.
  await page.getByRole("banner").getByRole("link", { name: "Support", exact: true }).dispatchEvent("click");
  await expect(page).toHaveURL(/\/support$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The page in between is shorter than the place left on /about: going Back must wait for /about
  // to be back in the page before it scrolls, or the scroll stops at the shorter page's end.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThan(
    aboutY,
  );

  // Back and Forward return the visitor to where they were on each page, as a browser does.
  const scrolledTo = await page.evaluate(() => {
    window.scrollTo({ top: 1000, behavior: "instant" });
    return Math.round(window.scrollY);
  });
  expect(scrolledTo).toBe(1000);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(aboutY);
  // And it stays there: no smooth scroll to the top follows the restored position.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(aboutY);
  await page.goForward();
  await expect(page).toHaveURL(/\/support$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolledTo);
});
