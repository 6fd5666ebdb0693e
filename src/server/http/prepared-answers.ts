import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Bodies smaller than this are sent as they are: compressing them saves next to nothing.
 * The same threshold @fastify/compress applies to every other answer (app.ts).
 */
export const COMPRESS_THRESHOLD_BYTES = 512;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Variant = { body: Buffer; etag: string };

/**
 * An answer's bytes, compressed once and served to every request until its data changes: the hot
 * JSON lists (decision 019) and the pages every visitor sees alike (`page-cache.ts`).
 */
export type PreparedAnswer = {
  hash: string;
  identity: Variant;
  gzip: Variant | null;
  br: Variant | null;
};

/**
 * Encodes `value` through the route's response schema exactly as Fastify's zod serializer would
 * (same bytes), and compresses it off the main thread. A value the schema refuses throws, as the
 * serializer would have, so the request answers 500 and nothing is kept.
 */
export async function prepareJson(
  schema: z.ZodType,
  value: unknown,
  previous?: PreparedAnswer | null,
): Promise<PreparedAnswer> {
  return prepareAnswer(Buffer.from(JSON.stringify(schema.encode(value))), previous);
}

/** Hashes `body` for its ETag and compresses it with gzip and brotli off the main thread. */
export async function prepareAnswer(body: Buffer, previous?: PreparedAnswer | null): Promise<PreparedAnswer> {
  const hash = createHash("sha256").update(body).digest("base64url");
  // A reload that read the same data (another instance's freshness check) keeps the compressed copies.
  if (previous?.hash === hash) return previous;
  const identity = { body, etag: `"${hash}"` };
  if (body.length < COMPRESS_THRESHOLD_BYTES) return { hash, identity, gzip: null, br: null };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        // Done once per change, not per request, so the best ratio is worth its time.
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  // Each encoding is its own representation, so each has its own strong tag (RFC 9110 §8.8.3).
  return {
    hash,
    identity,
    gzip: { body: gzipped, etag: `"${hash}-gzip"` },
    br: { body: brotli, etag: `"${hash}-br"` },
  };
}

/**
 * The prepared answer for the current data: worked out again only when `source` is a different
 * object from last time. The catalog and the published posts replace their list whenever their
 * data changes (a refresh, a write, a reload), so identity is the change signal. Requests that
 * arrive while it is prepared share the work.
 */
export function preparedJsonOf<S extends object>(schema: z.ZodType): (source: S) => Promise<PreparedAnswer> {
  let current: { source: S; prepared: Promise<PreparedAnswer> } | null = null;
  let last: PreparedAnswer | null = null;
  return (source) => {
    if (current?.source !== source) {
      const entry: { source: S; prepared: Promise<PreparedAnswer> } = {
        source,
        prepared: prepareJson(schema, source, last).then(
          (prepared) => (last = prepared),
          (error: unknown) => {
            // Not kept: the next request tries again rather than repeating the failure for ever.
            if (current === entry) current = null;
            throw error;
          },
        ),
      };
      current = entry;
    }
    return current.prepared;
  };
}

/** Which prepared encoding the client takes: brotli, then gzip, by its q-values; else none. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [rawName = "", ...params] = part.split(";").map((s) => s.trim());
    if (!rawName) continue;
    const name = rawName === "x-gzip" ? "gzip" : rawName;
    const qParam = params.find((p) => p.startsWith("q="));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** If-None-Match lists a tag of these bytes (weak comparison, RFC 9110 §13.1.2), or `*`. */
function matchesAnyTag(ifNoneMatch: string | undefined, prepared: PreparedAnswer): boolean {
  if (!ifNoneMatch) return false;
  const tags = [prepared.identity, prepared.gzip, prepared.br].flatMap((v) => (v ? [v.etag] : []));
  return ifNoneMatch.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tags.includes(tag);
  });
}

/**
 * Sends the prepared JSON with its ETag, or 304 when the client already holds it. The route
 * must turn @fastify/compress off (`compress: false`), since the bytes come compressed already.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedAnswer,
): FastifyReply {
  return sendPrepared(request, reply, prepared, "application/json; charset=utf-8");
}

/**
 * Sends prepared bytes of `contentType` in the encoding the client prefers, with their ETag, or
 * 304 when the client already holds them. @fastify/compress leaves an answer alone once it names
 * its encoding; a client that takes neither brotli nor gzip gets the plain bytes.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedAnswer,
  contentType: string,
): FastifyReply {
  const encoding = prepared.br ? preferredEncoding(request.headers["accept-encoding"]) : null;
  const variant = (encoding && prepared[encoding]) || prepared.identity;
  if (prepared.br) reply.header("vary", "accept-encoding");
  reply.header("etag", variant.etag);
  if (matchesAnyTag(request.headers["if-none-match"], prepared)) return reply.code(304).send();
  if (variant !== prepared.identity) reply.header("content-encoding", encoding);
  return reply.type(contentType).send(variant.body);
}
