/**
 * One outbound HTTP call of a provider adapter (the episode sources, Kit): the caller's signal, a
 * body-size cap, and error messages that never carry the URL (it may hold an API key) or any secret
 * the caller names.
 */

/** Larger answers are refused: no real feed or API page comes near it, and memory is finite. */
const MAX_UPSTREAM_BODY_BYTES = 10 * 1024 * 1024;

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

export type UpstreamRequest = {
  /** Names the upstream in messages, e.g. "Spotify API". */
  service: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  fetch?: typeof fetch;
  maxBytes?: number;
  /** Values scrubbed from every error message (client secret, token, API key). */
  secrets?: readonly string[];
};

export type UpstreamResponse = { status: number; ok: boolean; headers: Headers; body: string };

export function redact(message: string, secrets: readonly string[] = []): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join("[redacted]") : text), message);
}

/** Resolves with any HTTP status; rejects on network failure, abort or an oversized body. */
export async function fetchUpstream(request: UpstreamRequest): Promise<UpstreamResponse> {
  const { service, signal, secrets } = request;
  const maxBytes = request.maxBytes ?? MAX_UPSTREAM_BODY_BYTES;
  const fail = (what: string, cause: unknown): UpstreamError => {
    const reason = signal.aborted ? "it was aborted (timeout or shutdown)" : causeText(cause);
    return new UpstreamError(redact(`${service} ${what}: ${reason}`, secrets), undefined, { cause });
  };

  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(request.url, {
      method: request.method ?? "GET",
      headers: request.headers,
      body: request.body,
      signal,
    });
  } catch (error) {
    throw fail("request failed", error);
  }

  const tooLarge = () =>
    new UpstreamError(`${service} answer is larger than ${maxBytes} bytes`, response.status);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  let body: string | null;
  try {
    body = await readText(response, maxBytes);
  } catch (error) {
    throw fail("answer could not be read", error);
  }
  if (body === null) throw tooLarge();
  return { status: response.status, ok: response.ok, headers: response.headers, body };
}

/** The body as text, or null once it grows past maxBytes (a missing or lying content-length). */
async function readText(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Why a call failed, for a log line: the error's message and, when it has one, its cause's. */
export function causeText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, ENOTFOUND) in the cause.
  const inner = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${inner}`;
}

/** The JSON value of a body, or null when it is not JSON: the adapter's schema then rejects it. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
