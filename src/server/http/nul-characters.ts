import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

const NUL = "\u0000";
const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";

/** A parsed JSON object or a query/params record; raw bodies (bytes) are not searched. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !ArrayBuffer.isView(value);
}

/** The path of the first string in `value` that holds a NUL character, or null when none does. */
export function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}.${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL's text columns refuse the NUL character, so a body, query or path that holds one
 * would fail at the database after validation passed. Every route refuses it up front instead,
 * with the usual 400 naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const sources = { body: request.body, query: request.query, params: request.params };
    for (const [source, value] of Object.entries(sources)) {
      const found = findNulCharacter(value, "");
      if (found === null) continue;
      const field = found.replace(/^\./, "") || source;
      throw new HttpError(400, "invalid_input", `Invalid input. ${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
    }
  });
}
