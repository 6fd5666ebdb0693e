import { DrizzleQueryError } from "drizzle-orm/errors";
import { stdSerializers } from "pino";

/**
 * Pino's `err` serializer for every log line: the standard one, except that a failed database
 * query keeps its SQL and the database's reason but not its parameters, which hold what visitors
 * and the owner typed (names, e-mail addresses, messages, posts).
 */
export function serializeErrorForLog(err: unknown) {
  return stdSerializers.err(withoutQueryParameters(err) as Error);
}

/** The error, or a copy of it whose failed queries (itself or a cause) carry no parameters. */
function withoutQueryParameters(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const cause = withoutQueryParameters(err.cause);
  if (!(err instanceof DrizzleQueryError) && cause === err.cause) return err;

  const copy: Error = Object.assign(Object.create(Object.getPrototypeOf(err) as object), err);
  copy.message = err.message;
  copy.stack = err.stack;
  if (err instanceof DrizzleQueryError) {
    delete (copy as Partial<DrizzleQueryError>).params;
    copy.message = `Failed query: ${err.query}`;
    const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
    copy.stack = [`${err.name}: ${copy.message}`, ...frames].join("\n");
  }
  if (cause !== undefined) copy.cause = cause;
  return copy;
}
