import type { FastifyRequest } from "fastify";
import { isPrivateQueryParameter } from "#shared/private-query-parameters.ts";

/** The request URL as it may be logged: private query values are replaced by "[redacted]". */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = decodeURIComponentOr(pair.split("=", 1)[0]!);
      return isPrivateQueryParameter(name) ? `${pair.split("=", 1)[0]}=[redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join("&")}`;
}

function decodeURIComponentOr(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** Pino's `req` serializer for the request logs: Fastify's usual fields, with a loggable URL. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
