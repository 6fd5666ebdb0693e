import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LruCache } from "#server/lib/lru-cache.ts";
import { inlineScriptHashes, type InlineScripts } from "./content-security-policy.ts";
import { prepareAnswer, sendPrepared, type PreparedAnswer } from "./prepared-answers.ts";

/** A page as every visitor gets it: its bytes ready to send, and the headers it was rendered with. */
export type SharedPage = { answer: PreparedAnswer; headers: readonly (readonly [string, string])[] };

/**
 * What a render of a page that is the same for every visitor is handed (`sharedPage` in the load
 * context): it renders the page whole and without a nonce, takes the policy that allows the page's
 * inline scripts by their hashes, and hands over a page that rendered with status 200 to be kept.
 */
export type SharedPageRender = {
  policyFor(html: string): string;
  keep(html: string, headers: Headers): void;
};

/**
 * What the pages show that can change while the server runs, compared item by item (`Object.is`)
 * with what it was when a page was rendered: the episode list, which the catalog replaces on every
 * refresh, and counters that writes to the posts and transcripts move on.
 */
export type ContentVersion = () => readonly unknown[];

type Entry = { version: readonly unknown[]; renderedAt: number; page: Promise<SharedPage | null> };

/** A render that has neither kept its page nor ended by then is let go, so no request waits on it for ever. */
const RENDER_WAIT_MS = 10_000;

/** Headers that belong to one response's bytes, or to one visitor: a kept page never repeats them. */
const UNKEPT_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "set-cookie",
]);

/**
 * Pages that are the same for every visitor, rendered once per content change and served from
 * memory (decision 023). A page is kept under its path with the content version it was rendered
 * from; once the content has moved on, or the page is older than `maxAgeMs` (the footer's year is
 * in its text), the next request renders it again. Requests that arrive while a page renders wait
 * for that render instead of starting their own. At most `capacity` pages are kept, the one read
 * longest ago dropped first.
 */
export class PageCache {
  readonly #entries: LruCache<string, Entry>;
  readonly #maxAgeMs: number;

  constructor(
    private readonly contentVersion: ContentVersion,
    { capacity = 300, maxAgeMs = 15 * 60_000 }: { capacity?: number; maxAgeMs?: number } = {},
  ) {
    this.#entries = new LruCache(capacity);
    this.#maxAgeMs = maxAgeMs;
  }

  /** The kept page, or the render under way for it; undefined when this request is to render it. */
  find(key: string): Promise<SharedPage | null> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || !this.isCurrent(entry)) return undefined;
    return entry.page;
  }

  /**
   * Holds the place of the render this request is about to do. `keep` stores its page; `end`,
   * called when the response is over, lets go of a render that kept nothing (a failure, a 404).
   */
  begin(key: string): { keep(html: string, headers: Headers): void; end(): void } {
    let resolve!: (page: Promise<SharedPage | null> | null) => void;
    const entry: Entry = {
      version: this.contentVersion(),
      renderedAt: Date.now(),
      page: new Promise((r) => (resolve = r)),
    };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.peek(key) === entry) this.#entries.delete(key);
      return null;
    };
    let settled = false;
    const settle = (page: Promise<SharedPage | null> | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      resolve(page);
    };
    const end = () => {
      if (!settled) settle(forget());
    };
    const timeout = setTimeout(end, RENDER_WAIT_MS);
    timeout.unref();
    return {
      keep: (html, headers) => {
        const kept = [...headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
        settle(prepareAnswer(Buffer.from(html)).then((answer) => ({ answer, headers: kept }), forget));
      },
      end,
    };
  }

  private isCurrent(entry: Entry): boolean {
    if (Date.now() - entry.renderedAt >= this.#maxAgeMs) return false;
    const now = this.contentVersion();
    return now.length === entry.version.length && now.every((part, i) => Object.is(part, entry.version[i]));
  }
}

/**
 * Answers the page requests `sharedPageKey` names (a GET or HEAD of a page that is the same for
 * every visitor) from `cache`, and marks a GET's render to be kept when none is. Returns, for a request, what its
 * render is handed, or null for a page rendered for this request alone (streamed, with a nonce).
 */
export function servePagesFromCache(
  app: FastifyInstance,
  {
    cache,
    pagesRoute,
    sharedPageKey,
    policy,
  }: {
    cache: PageCache;
    pagesRoute: string;
    sharedPageKey: (url: string) => string | null;
    policy: (inline: InlineScripts) => string;
  },
): (request: FastifyRequest) => SharedPageRender | null {
  const renders = new WeakMap<FastifyRequest, SharedPageRender & { end(): void }>();
  app.addHook("onRequest", async (request, reply) => {
    const head = request.method === "HEAD";
    if (request.routeOptions.url !== pagesRoute || (request.method !== "GET" && !head)) return;
    const key = sharedPageKey(request.url);
    if (key === null) return;
    const kept = cache.find(key);
    if (kept) {
      const page = await kept;
      // A render that kept nothing: this request renders the page for itself.
      return page ? sendSharedPage(request, reply, page) : undefined;
    }
    // A HEAD renders no body, so nothing to keep: it gets the headers a page rendered for it has.
    if (head) return;
    const render = cache.begin(key);
    renders.set(request, { ...render, policyFor: (html) => policy({ hashes: inlineScriptHashes(html) }) });
  });
  const end = async (request: FastifyRequest) => renders.get(request)?.end();
  app.addHook("onResponse", end);
  app.addHook("onRequestAbort", end);
  return (request) => renders.get(request) ?? null;
}

function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage): FastifyReply {
  for (const [name, value] of page.headers) reply.header(name, value);
  return sendPrepared(request, reply, page.answer, "text/html; charset=utf-8");
}
