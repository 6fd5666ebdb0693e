import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, test } from "vitest";
import { serializeErrorForLog } from "./error-log.ts";

/** A typed message whose second line looks like a stack frame. */
const typed = "Hi,\n    at 5pm call grace@navy.example";

const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "donations" ("donor_email", "note") values ($1, $2)',
    ["grace@navy.example", typed],
    new Error('relation "donations" does not exist'),
  );

/** What the log line would hold. */
const written = (err: unknown) => JSON.stringify(serializeErrorForLog(err));

describe("serializeErrorForLog", () => {
  test("a failed query keeps its SQL, its cause and its stack frames, not its parameters", () => {
    const logged = serializeErrorForLog(failedInsert());
    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged.message).toBe(
      'Failed query: insert into "donations" ("donor_email", "note") values ($1, $2): relation "donations" does not exist',
    );
    expect(logged).toHaveProperty("query");
    expect(logged.stack).toMatch(/^Error: Failed query: insert into[^\n]*\n\s+at .*error-log\.test\.ts/);
    // Not even the line of the typed text that looks like a frame.
    expect(written(failedInsert())).not.toMatch(/grace@navy\.example|5pm/);
  });

  test.each<[string, () => unknown]>([
    [
      "an AggregateError's errors",
      () => new AggregateError([new Error("first"), failedInsert()], "both failed"),
    ],
    ["an Error held in a property", () => Object.assign(new Error("wrapped"), { original: failedInsert() })],
    [
      "a cycle of causes",
      () => {
        const outer = new Error("outer");
        const query = failedInsert();
        outer.cause = query;
        query.cause = outer;
        return outer;
      },
    ],
  ])("a failed query reached through %s is cleaned too, and logging does not fail", (_case, make) => {
    const line = written(make());
    expect(line).toContain("Failed query: insert into");
    expect(line).not.toMatch(/grace@navy\.example|5pm/);
  });

  test("an error that is its own cause is logged once, without looping", () => {
    const looping = new Error("looping");
    looping.cause = looping;
    expect(serializeErrorForLog(looping)).toMatchObject({ type: "Error", message: "looping" });
  });

  test("a failed query several causes down is cleaned too; the outer errors keep their own fields", () => {
    const outer = Object.assign(new Error("saving the donation failed", { cause: failedInsert() }), {
      code: "E_SAVE",
    });
    const logged = serializeErrorForLog(outer);
    expect(logged).toMatchObject({ type: "Error", code: "E_SAVE" });
    expect(logged.message).toContain("saving the donation failed: Failed query: insert into");
    expect(written(outer)).not.toMatch(/grace@navy\.example|5pm/);
  });

  test("any other error is logged as pino would", () => {
    const error = new TypeError("boom");
    expect(serializeErrorForLog(error)).toMatchObject({ type: "TypeError", message: "boom" });
  });
});
