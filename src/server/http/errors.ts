import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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
};

function fieldMessages(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path?.map(String).join(".") || issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
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
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldMessages(error);
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
    return { status: 400, body: { error: "invalid_input", message: `Invalid input. ${summary}`, fields } };
  }
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.error, status }, "request rejected");
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = { error: "not_found", message: `No endpoint answers ${request.method} ${request.url.split("?")[0]}.` };
  return reply.status(404).send(body);
}

/** PostgreSQL's unique_violation (23505), whether the driver error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
