import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, test } from "vitest";
import { serializeErrorForLog } from "./error-log.ts";

const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "donations" ("donor_email") values ($1)',
    ["grace@navy.example"],
    new Error('relation "donations" does not exist'),
  );

describe("serializeErrorForLog", () => {
  test("a failed query keeps its SQL and its cause, not its parameters", () => {
    const logged = serializeErrorForLog(failedInsert());
    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged.message).toBe(
      'Failed query: insert into "donations" ("donor_email") values ($1): relation "donations" does not exist',
    );
    expect(logged).toHaveProperty("query");
    expect(JSON.stringify({ ...logged, raw: undefined })).not.toContain("grace@navy.example");
  });

  test("a failed query several causes down is cleaned too; the outer errors keep their own fields", () => {
    const outer = Object.assign(new Error("saving the donation failed", { cause: failedInsert() }), { code: "E_SAVE" });
    const logged = serializeErrorForLog(outer);
    expect(logged).toMatchObject({ type: "Error", code: "E_SAVE" });
    expect(logged.message).toContain("saving the donation failed: Failed query: insert into");
    expect(JSON.stringify({ ...logged, raw: undefined })).not.toContain("grace@navy.example");
  });

  test("any other error is logged as pino would", () => {
    const error = new TypeError("boom");
    expect(serializeErrorForLog(error)).toMatchObject({ type: "TypeError", message: "boom" });
  });
});
