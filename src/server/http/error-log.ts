import { DrizzleQueryError } from "drizzle-orm/errors";
import { stdSerializers } from "pino";

/**
 * Pino's `err` serializer for every log line: the standard one, except that a failed database
 * query keeps its SQL and the database's reason but not its parameters, which hold what visitors
 * and the owner typed (names, e-mail addresses, messages, posts). Failed queries are found as the
 * error itself, its causes, an AggregateError's errors, or any Error held in a property.
 */
export function serializeErrorForLog(err: unknown) {
  return stdSerializers.err(withoutQueryParameters(err, new Map()) as Error);
}

/** Stands for an error already being cleaned further up: a cycle of causes, cut in the copy. */
const CYCLE = Symbol("cycle");

/**
 * The error, or a copy of it in which every failed query carries no parameters and any cycle of
 * errors is cut (pino would follow the originals round it, parameters and all). `copies` holds each
 * error already cleaned; an error still being cleaned is a cycle.
 */
function withoutQueryParameters(err: unknown, copies: Map<Error, Error | typeof CYCLE>): unknown {
  if (!(err instanceof Error)) return err;
  const known = copies.get(err);
  if (known) return known;
  copies.set(err, CYCLE);

  const nested = new Map<string, unknown>();
  for (const key of new Set(["cause", "errors", ...Object.keys(err)])) {
    const value: unknown = (err as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      const items = value.map((item) => withoutQueryParameters(item, copies));
      if (items.some((item, index) => item !== value[index]))
        nested.set(
          key,
          items.filter((item) => item !== CYCLE),
        );
    } else {
      const cleaned = withoutQueryParameters(value, copies);
      if (cleaned !== value) nested.set(key, cleaned === CYCLE ? undefined : cleaned);
    }
  }
  if (!(err instanceof DrizzleQueryError) && nested.size === 0) {
    copies.set(err, err);
    return err;
  }

  const copy: Error = Object.assign(Object.create(Object.getPrototypeOf(err) as object), err);
  copy.message = err.message;
  copy.stack = err.stack;
  for (const [key, value] of nested) (copy as unknown as Record<string, unknown>)[key] = value;
  if (err instanceof DrizzleQueryError) {
    delete (copy as Partial<DrizzleQueryError>).params;
    copy.message = `Failed query: ${err.query}`;
    copy.stack = `${err.name}: ${copy.message}${stackFrames(err)}`;
  }
  copies.set(err, copy);
  return copy;
}

/**
 * The stack below the error's own header (`Name: message`). The header holds the parameters, and a
 * parameter may itself hold lines that look like frames, so it is cut by length, never by looking.
 */
function stackFrames(err: Error): string {
  const header = `${err.name}: ${err.message}`;
  return err.stack?.startsWith(header) ? err.stack.slice(header.length) : "";
}
