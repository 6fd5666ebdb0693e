import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { hasOverLongPathSegment } from "./path-params.ts";

/** Every error answer of the API has this shape: a stable code and a sentence for people. */
export type ApiError = { error: string; message: string; fields?: Record<string, string> };

/** Thrown by handlers for an expected failure with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The 400 for input that fails a rule, with each field's message, as a schema's failure answers. */
export function invalidInput(fields: Record<string, string>): HttpError {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return new HttpError(400, "invalid_input", `Invalid input. ${summary}`, fields);
}

/** A path segment over PATH_PARAM_MAX_LENGTH: the router's own error, and the not-found answer's. */
const uriTooLong = {
  status: 414,
  code: "uri_too_long",
  message: "A part of the address is longer than this site accepts.",
} as const;

const knownFrameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request body is larger than this endpoint accepts.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "invalid_content_length",
    message: "The Content-Length header does not match the body.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The request body is empty but its content type says JSON.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: "bad_url",
    // The router refuses both a % without two hexadecimal digits and escapes that decode to no
    // valid UTF-8 (%ED%A0%80, a surrogate), with the same error.
    message:
      "The address is not valid: it has a % that is not followed by two hexadecimal digits, or %-escapes that do not spell valid UTF-8 text.",
  },
  FST_ERR_MAX_PARAM_LENGTH: uriTooLong,
};

function fieldMessages(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join(".") ||
      issue.instancePath.replace(/^\//, "").replace(/\//g, ".") ||
      "body";
    fields[path] ??= issue.message ?? "is invalid";
  }
  return fields;
}

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return toApiError(invalidInput(fieldMessages(error)));
  const known = error.code ? knownFrameworkErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.code, message: known.message } };
  if (error.statusCode === 429) {
    return { status: 429, body: { error: "too_many_requests", message: error.message } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Framework client errors carry safe, fixed messages (no internals).
    return { status: error.statusCode, body: { error: "bad_request", message: error.message } };
  }
  return {
    status: 500,
    body: { error: "internal_error", message: "Something went wrong on our side. Please try again." },
  };
}

function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  if (status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: body.error, status }, "request rejected");
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendApiError);
}

/**
 * Fastify's `frameworkErrors` option: errors of the router (a malformed %-escape in the path),
 * which come before any route is chosen and so never reach the error handler.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendApiError(error, request, reply);
}

const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request_timeout",
    message: "The request took too long to arrive.",
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "headers_too_large",
    message: "The request headers are larger than this site accepts.",
  },
};
const malformedRequest = {
  status: 400,
  code: "bad_request",
  message: "The request is not valid HTTP (an unknown method or a malformed header).",
};

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses (an unknown method,
 * `Content-Length: abc`) never become a request object, so the answer is written to the socket,
 * in the same shape as every other error.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, code, message } = clientErrors[error.code ?? ""] ?? malformedRequest;
  this.log.debug({ code: error.code }, "malformed request refused");
  if (socket.writable) {
    const body = JSON.stringify({ error: code, message } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A route's path as a pattern for concrete paths: `:param` is one segment, `*` anything. */
function pathPattern(url: string): RegExp {
  const source = url
    .split("/")
    .map((part) =>
      part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The /api routes as they are added, so that a path some route answers with another method gets
 * 405 and its Allow header, not a 404 saying no endpoint is there. Registered before the routes.
 */
export function indexApiRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url === "/api/*") return;
    routes.push({ methods: [route.method].flat(), pattern: pathPattern(route.url) });
  });
  return (path) => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods)),
  ];
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  // The router gives up on a `:param` over its maxParamLength as on an unknown path (the /api/*
  // catch-all then takes it); that is the 414 the router's own error maps to, not a 404.
  if (hasOverLongPathSegment(request.url)) {
    const body: ApiError = { error: uriTooLong.code, message: uriTooLong.message };
    return reply.status(uriTooLong.status).send(body);
  }
  const body: ApiError = {
    error: "not_found",
    message: `No endpoint answers ${request.method} ${request.url.split("?")[0]}.`,
  };
  return reply.status(404).send(body);
}

/**
 * Unknown paths answer 404 JSON, never the HTML not-found page, and answer it in onRequest:
 * the body is read and parsed after that, so a later answer would be a 415 or 400 about a body
 * that no route would ever have read.
 */
export function registerNotFound(app: FastifyInstance, methodsAt: (path: string) => string[]): void {
  const answerEarly = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0]!;
    // An over-long `:param` also lands here (sendNotFound's 414), on a path its route answers.
    const allowed = path.startsWith("/api/") && !hasOverLongPathSegment(request.url) ? methodsAt(path) : [];
    if (allowed.length > 0) {
      const body: ApiError = {
        error: "method_not_allowed",
        message: `${path} answers ${allowed.join(", ")}, not ${request.method}.`,
      };
      return reply.status(405).header("allow", allowed.join(", ")).send(body);
    }
    sendNotFound(request, reply);
    return reply;
  };
  // Routes, so that the pages' catch-all (web.ts) never takes an /api path.
  app.all("/api", { onRequest: answerEarly }, sendNotFound);
  app.all("/api/*", { onRequest: answerEarly }, sendNotFound);
  // Without the pages, every other unknown path reaches the not-found handler, which has no
  // onRequest of its own: `is404` marks its requests in the app-wide hook.
  app.addHook("onRequest", async (request, reply) => {
    if (request.is404) return answerEarly(request, reply);
  });
  app.setNotFoundHandler(sendNotFound);
}

/** PostgreSQL's unique_violation (23505), whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
