import type { FastifyInstance } from "fastify";
import { invalidInput } from "./errors.ts";

const NUL = "\u0000";
const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";

/**
 * Plain data: an array, a parsed JSON object, or a query/params record (Fastify builds those on
 * a prototype-less base). Anything else is left alone: raw bytes, and the request stream a page
 * route receives as its body, whose socket and server form a graph that never ends.
 */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** A value still to search, with the key it sits under and its parent, to spell its path once found. */
type Pending = { value: unknown; key: string; parent: Pending | null };

function pathOf(entry: Pending, root: string): string {
  const keys: string[] = [];
  for (let at: Pending | null = entry; at?.parent; at = at.parent) keys.push(at.key);
  return [root, ...keys.reverse()].filter(Boolean).join(".");
}

/**
 * The path of the first string in `value` that holds a NUL character, or null when none does.
 * Iterative, with its own stack: a JSON body can nest far deeper than the call stack goes
 * (a 100 KB body holds 50,000 levels of "[]"), and recursion would turn it into a 500.
 */
export function findNulCharacter(value: unknown, path: string): string | null {
  const stack: Pending[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) return pathOf(entry, path);
      continue;
    }
    if (!isPlainData(current)) continue;
    const children = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed last to first, so they are searched in document order.
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, item] = children[index]!;
      stack.push({ value: item, key, parent: entry });
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
      throw invalidInput({ [field]: NUL_MESSAGE });
    }
  });
}
