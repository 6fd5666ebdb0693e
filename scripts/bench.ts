/**
 * `npm run bench`: how close the site comes to a static file server on its hot routes.
 *
 * Starts the production build on a free loopback port with a fresh temporary DATA_DIR and the
 * bundled sample episodes, publishes a few posts, captures the answers of the hot routes, serves
 * those exact bytes (same status, headers and compression) from a tiny in-memory node:http server
 * in a child process, then loads both with autocannon, one route at a time. Prints requests/s of
 * each, their ratio and p99 latency, and /home's time per request at one connection, served from
 * the page cache and rendered for each request. Builds nothing:
 * run `npm run build` first. Not part of `npm test`; bounded to about two minutes.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const HOST = "127.0.0.1";
const CONNECTIONS = 50;
const SECONDS_PER_RUN = 4;
/** The whole run stops (and cleans up) after this, whatever happens. */
const DEADLINE_MS = 170_000;
/** What a browser sends: both servers answer compressed where the site would. */
const ACCEPT_ENCODING = "gzip, deflate, br";
const root = fileURLToPath(new URL("..", import.meta.url));

type Captured = { path: string; status: number; headers: Record<string, string>; body: string /* base64 */ };

/** Headers that describe the connection, not the answer: the static server sets its own. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

if (process.argv.includes("--static-server")) {
  serveCaptured();
} else {
  await main();
}

async function main() {
  if (!existsSync(join(root, "build", "server")) || !existsSync(join(root, "build", "client"))) {
    console.error(
      "No production build in build/. Run `npm run build` first; the bench measures the built site and builds nothing itself.",
    );
    process.exit(1);
  }
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), "site-bench-"));
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(children.map(stop));
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    console.error(`The bench ran past ${DEADLINE_MS / 1000} s and was stopped.`);
    void cleanUp().finally(() => process.exit(1));
  }, DEADLINE_MS);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }

  try {
    const sitePort = await freePort();
    const site = `http://${HOST}:${sitePort}`;
    const password = randomBytes(18).toString("base64url");
    console.log(`Starting the built site on ${site} (DATA_DIR ${dataDir})…`);
    const siteProcess = spawn(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
      cwd: root,
      // A clean environment: no DATABASE_URL or keys from the shell reach the measured site.
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: "production",
        HOST,
        PORT: String(sitePort),
        PUBLIC_BASE_URL: site,
        DATA_DIR: dataDir,
        EPISODE_SOURCE: "sample",
        ADMIN_PASSWORD: password,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(siteProcess);
    await waitUntilUp(`${site}/readyz`, siteProcess);
    await publishSamplePosts(site, password);

    const blogSlug = await firstPostSlug(site);
    const paths = [
      "/home",
      "/blog",
      `/blog/${blogSlug}`,
      "/episodes",
      "/api/enhanced/episodes",
      "/api/blog/posts",
    ];
    // Pages are kept once rendered (decision 023): the first request renders, the capture is what every later one gets.
    for (const path of paths) await capture(site, path);
    const captured = await Promise.all(paths.map((path) => capture(site, path)));
    for (const answer of captured) {
      if (answer.status !== 200)
        throw new Error(`${answer.path} answered ${answer.status}; the bench needs 200s`);
    }

    const staticProcess = fork(fileURLToPath(import.meta.url), ["--static-server"], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.push(staticProcess);
    const staticPort = await new Promise<number>((resolve, reject) => {
      staticProcess.once("message", (message) => resolve((message as { port: number }).port));
      staticProcess.once("exit", () => reject(new Error("the static server stopped before it listened")));
      staticProcess.send(captured);
    });
    const statik = `http://${HOST}:${staticPort}`;

    console.log(
      `Loading each route with ${CONNECTIONS} connections for ${SECONDS_PER_RUN} s, the site then the static copy…\n`,
    );
    const rows: string[][] = [
      ["route", "site req/s", "static req/s", "site/static", "site p99 ms", "static p99 ms"],
    ];
    for (const path of paths) {
      const ofSite = await load(site + path, CONNECTIONS);
      const ofStatic = await load(statik + path, CONNECTIONS);
      rows.push([
        path,
        ofSite.rps.toFixed(0),
        ofStatic.rps.toFixed(0),
        `${((ofSite.rps / ofStatic.rps) * 100).toFixed(1)}%`,
        String(ofSite.p99),
        String(ofStatic.p99),
      ]);
    }
    printTable(rows);

    const home = await load(`${site}/home`, 1);
    console.log(
      `\n/home with one connection: ${(1000 / home.rps).toFixed(2)} ms per request (${home.rps.toFixed(0)} req/s)`,
    );
    // An address with a query is never kept, so each request renders the page.
    const rendered = await load(`${site}/home?rendered-each-time`, 1);
    console.log(
      `/home rendered for each request, one connection: ${(1000 / rendered.rps).toFixed(2)} ms per request`,
    );
    console.log(
      "Indicative only: on a shared or busy machine the absolute numbers, and to a lesser degree the ratios, move from run to run.",
    );
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

/** The in-memory static server: answers each captured path with its captured status, headers and bytes. */
function serveCaptured() {
  process.once("message", (message) => {
    const answers = new Map(
      (message as Captured[]).map((answer) => [
        answer.path,
        { ...answer, bytes: Buffer.from(answer.body, "base64") },
      ]),
    );
    const server = createServer((req, res) => {
      const answer = answers.get(req.url ?? "");
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, { ...answer.headers, "content-length": answer.bytes.length });
      res.end(answer.bytes);
    });
    server.listen(0, HOST, () => process.send?.({ port: (server.address() as AddressInfo).port }));
    // The bench stops this process; if the bench itself dies, so does the channel, and this with it.
    process.once("disconnect", () => process.exit(0));
  });
}

async function load(url: string, connections: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS_PER_RUN,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    console.warn(
      `  ${url}: ${failed} failed requests (errors, timeouts or non-2xx) of ${result.requests.total}`,
    );
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The answer exactly as the site sends it: status, headers and the raw (compressed) bytes. */
function capture(origin: string, path: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${path}`,
      { headers: { "accept-encoding": ACCEPT_ENCODING } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            path,
            status: res.statusCode ?? 0,
            headers: answerHeaders(res.headers),
            body: Buffer.concat(chunks).toString("base64"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function answerHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name === "set-cookie") continue;
    kept[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return kept;
}

/** A few posts of ordinary length, so the blog routes carry real content rather than the empty list. */
async function publishSamplePosts(site: string, password: string) {
  const login = await fetch(`${site}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ password }),
  });
  if (!login.ok)
    throw new Error(`could not log in to the measured site: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const paragraph =
    "Rest is not the opposite of work; it is part of it. The people who last are the ones who plan their recovery as carefully as their effort. ";
  for (let i = 1; i <= 6; i++) {
    const res = await fetch(`${site}/api/admin/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site, cookie },
      body: JSON.stringify({
        // The optional fields are left out: the API treats them as empty.
        title: `Bench Post ${i}: Rest Is Part of the Work`,
        category: "Mindset",
        readTime: "5 min read",
        authorName: "Jordan Rivers",
        excerpt: "Why recovery makes you better at what you do.",
        content: Array.from(
          { length: 12 },
          (_, p) => `<h2>Part ${p + 1}</h2><p>${paragraph.repeat(4)}</p>`,
        ).join(""),
        tags: ["rest", "focus"],
        published: true,
        featured: i === 1,
      }),
    });
    if (res.status !== 201)
      throw new Error(`could not publish a post on the measured site: ${res.status} ${await res.text()}`);
  }
}

async function firstPostSlug(site: string): Promise<string> {
  const posts = (await (await fetch(`${site}/api/blog/posts`)).json()) as { slug: string }[];
  if (!posts[0]) throw new Error("the measured site lists no blog post");
  return posts[0].slug;
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the site exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the site did not become ready within 90 s");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** SIGTERM (the site shuts down gracefully), then SIGKILL if it has not gone after 10 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
}
