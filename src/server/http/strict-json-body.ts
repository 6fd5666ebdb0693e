import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The charset a Content-Type names, lower-cased; undefined when it names none. */
function declaredCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "")?.[1]?.toLowerCase();
}

/**
 * JSON bodies are UTF-8 (RFC 8259). Fastify's own parser decodes any bytes loosely, so a body in
 * Latin-1, or with broken UTF-8, would be stored with "�" in place of what was sent. Here a body
 * declared in another charset is a 415 and one that is not valid UTF-8 a 400; a valid one goes
 * on to Fastify's parser, with its guard against prototype poisoning.
 */
export function acceptOnlyUtf8Json(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = declaredCharset(request.headers["content-type"]);
    if (charset && charset !== "utf-8" && charset !== "utf8") {
      done(
        new HttpError(415, "unsupported_media_type", "Send the request body as application/json in UTF-8."),
        undefined,
      );
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, "invalid_json", "The request body is not valid UTF-8 text."), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
