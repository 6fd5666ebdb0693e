/**
 * The production build, started for a measuring script (`npm run bench`, `npm run lighthouse`):
 * on a free loopback port, with a fresh temporary DATA_DIR, the bundled sample episodes and six
 * published posts, so every public route carries real content. Builds nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const HOST = "127.0.0.1";
const root = fileURLToPath(new URL("..", import.meta.url));

export type BuiltSite = {
  origin: string;
  /** The owner's session (a Cookie header), for writes a script makes. */
  cookie: string;
  /** The first published post's slug, for the /blog/{slug} route. */
  blogSlug: string;
  /** The first sample episode's id, for the /episode/{id} route. */
  episodeId: string;
};

/** Exits with a message when there is no production build: the scripts measure it and build nothing. */
export function requireBuild(script: string) {
  if (!existsSync(join(root, "build", "server")) || !existsSync(join(root, "build", "client"))) {
    console.error(
      `No production build in build/. Run \`npm run build\` first; ${script} measures the built site and builds nothing itself.`,
    );
    process.exit(1);
  }
}

/**
 * Runs `measure` against the started site, then stops everything it started (the site, its data
 * and whatever `measure` hands to `keep`), also on SIGINT/SIGTERM or when `deadlineMs` has passed.
 */
export async function withBuiltSite(
  {
    script,
    deadlineMs,
    env = {},
  }: {
    script: string;
    deadlineMs: number;
    /** Settings for the site on top of the defaults (EPISODE_SOURCE=sample and the rest). */
    env?: Record<string, string>;
  },
  measure: (site: BuiltSite, keep: (child: ChildProcess) => void) => Promise<void>,
) {
  requireBuild(script);
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), "site-measure-"));
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(children.map(stop));
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    console.error(`${script} ran past ${deadlineMs / 1000} s and was stopped.`);
    void cleanUp().finally(() => process.exit(1));
  }, deadlineMs);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    const port = await freePort();
    const origin = `http://${HOST}:${port}`;
    const password = randomBytes(18).toString("base64url");
    console.log(`Starting the built site on ${origin} (DATA_DIR ${dataDir})…`);
    const siteProcess = spawn(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
      cwd: root,
      // A clean environment: no DATABASE_URL or keys from the shell reach the measured site.
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: "production",
        HOST,
        PORT: String(port),
        PUBLIC_BASE_URL: origin,
        DATA_DIR: dataDir,
        EPISODE_SOURCE: "sample",
        ADMIN_PASSWORD: password,
        LOG_LEVEL: "warn",
        // The day's first backup would be taken a minute in, in the middle of what is measured.
        DAILY_BACKUPS: "false",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(siteProcess);
    await waitUntilUp(`${origin}/readyz`, siteProcess);
    const cookie = await ownerCookie(origin, password);
    await publishSamplePosts(origin, cookie);
    const site = {
      origin,
      cookie,
      blogSlug: await firstSlug(`${origin}/api/blog/posts`),
      episodeId: await firstEpisodeId(origin),
    };
    await measure(site, (child) => children.push(child));
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

/** The owner's session on the measured site, as a Cookie header. */
async function ownerCookie(site: string, password: string): Promise<string> {
  const login = await fetch(`${site}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ password }),
  });
  if (!login.ok)
    throw new Error(`could not log in to the measured site: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A few posts of ordinary length, so the blog routes carry real content rather than the empty list. */
async function publishSamplePosts(site: string, cookie: string) {
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

async function firstSlug(listUrl: string): Promise<string> {
  const posts = (await (await fetch(listUrl)).json()) as { slug: string }[];
  if (!posts[0]) throw new Error("the measured site lists no blog post");
  return posts[0].slug;
}

/** The first episode /episodes links to (the route's id is the one its cards use). */
async function firstEpisodeId(site: string): Promise<string> {
  const html = await (await fetch(`${site}/episodes`)).text();
  const id = /href="\/episode\/([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error("the measured site's /episodes links to no episode");
  return id;
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

export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
}
